import './levelup.css';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { SafeHtml } from '@/components/SafeHtml';
import { useLevelSettingQuery, type LevelUpKind } from '@/api/levelupApi';
import { useAppSelector } from '@/state/hooks';
import { selectIsDemo, selectIsLoggedIn, selectMember } from '@/state/sessionSlice';
import { LevelTable } from './LevelTable';
import { LevelQuery } from './LevelQuery';
import { m } from './messages';

/** A level-up programme (live or slot): the query by account, the level table and the programme's rules. */
export function LevelUpPage({ kind, title }: { kind: LevelUpKind; title: MessageDescriptor }) {
  const t = useIntl().formatMessage;
  const member = useAppSelector(selectMember);
  const isDemo = useAppSelector(selectIsDemo);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const setting = useLevelSettingQuery(kind);
  const own = member?.name ?? '';
  const texts = setting.data
    ? [setting.data.text.activity, setting.data.text.level, setting.data.text.example, setting.data.text.month].filter(
        (h) => h.trim(),
      )
    : [];
  return (
    <PageLayout titleId={title.id}>
      <p className="lv-intro">{t(m.introText)}</p>
      <LevelQuery
        key={own}
        kind={kind}
        own={isDemo ? '' : own}
        lookUpOwn={Boolean(own) && !isDemo}
        pending={loggedIn && !member}
      />
      <QueryState
        isLoading={setting.isLoading}
        isError={setting.isError}
        onRetry={() => void setting.refetch()}
        isEmpty={setting.data?.levels.length === 0}
      >
        <LevelTable levels={setting.data?.levels ?? []} current={isDemo ? undefined : member?.level} />
        {texts.length ? (
          <section className="lv-card lv-rules" aria-labelledby="lv-rules-title">
            <h2 id="lv-rules-title">{t(m.rulesSection)}</h2>
            {texts.map((html, i) => (
              <SafeHtml key={i} html={html} />
            ))}
          </section>
        ) : null}
      </QueryState>
    </PageLayout>
  );
}
