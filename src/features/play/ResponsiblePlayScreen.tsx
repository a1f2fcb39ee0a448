import './play.css';
import '@/components/lists.css';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { usePlayRealityQuery } from '@/api/playApi';
import { useAppSelector } from '@/state/hooks';
import { selectIsDemo } from '@/state/sessionSlice';
import { PATHS } from '@/state/paths';
import { LimitsPanel } from './LimitsPanel';
import { RealityPanel } from './RealityPanel';
import { BlockPanel } from './BlockPanel';
import { StatementPanel } from './StatementPanel';
import { platformLacksCalls } from './platformSupport';
import { m } from './messages';

const TABS = ['limits', 'reality', 'block', 'statement'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL = { limits: m.limitsTab, reality: m.realityTab, block: m.blockTab, statement: m.statementTab };

function Note({ title, text }: { title: string; text: string }) {
  return (
    <section className="play-card play-note" aria-labelledby="play-note-title">
      <h2 id="play-note-title">{title}</h2>
      <p>{text}</p>
    </section>
  );
}

/**
 * /Member/ResponsiblePlay: the member's deposit and loss limits, reality checks, time-out and self-exclusion, and
 * their activity statement. Demo players are told why they have none; a platform without these calls is found out
 * by the one reality-check read, and the area then points to customer service.
 */
export function ResponsiblePlayScreen() {
  const t = useIntl().formatMessage;
  const isDemo = useAppSelector(selectIsDemo);
  const reality = usePlayRealityQuery(undefined, { skip: isDemo });
  const [tab, setTab] = useState<Tab>('limits');

  let body: ReactNode;
  if (isDemo) body = <Note title={t(m.demoTitle)} text={t(m.demoText)} />;
  else if (platformLacksCalls(reality.data)) body = <Note title={t(m.unavailableTitle)} text={t(m.unavailableText)} />;
  else if (reality.isError)
    body = (
      <section className="play-card" role="alert">
        <p>{t(m.loadFailedText)}</p>
        <button type="button" className="btn btn-ghost" onClick={() => void reality.refetch()}>
          {t(m.retryButton)}
        </button>
      </section>
    );
  else if (!reality.data) body = <div className="skeleton-block play-skeleton" aria-busy="true" />;
  else
    body = (
      <>
        <p className="play-intro">{t(m.introText)}</p>
        {/* Above the panel, whose own reads land later: a note below it would be pushed down when they do. */}
        <p className="play-zone">{t(m.timeZoneText)}</p>
        <div className="segmented play-tabs" role="tablist" aria-label={t(m.tabsLabel)}>
          {TABS.map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`play-tab-${id}`}
              aria-controls="play-panel"
              className="segmented-tab"
              aria-selected={tab === id}
              onClick={() => setTab(id)}
            >
              {t(TAB_LABEL[id])}
            </button>
          ))}
        </div>
        <div id="play-panel" role="tabpanel" aria-labelledby={`play-tab-${tab}`}>
          {tab === 'limits' ? <LimitsPanel /> : null}
          {tab === 'reality' ? <RealityPanel reality={reality.data} /> : null}
          {tab === 'block' ? <BlockPanel /> : null}
          {tab === 'statement' ? <StatementPanel /> : null}
        </div>
      </>
    );

  return (
    <PageLayout titleId={m.titleText.id} fallback={PATHS.Center}>
      {body}
    </PageLayout>
  );
}
