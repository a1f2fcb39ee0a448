import './bonus.css';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageLayout } from '@/components/PageLayout';
import { Money } from '@/components/Money';
import { Segmented, SignedMoney } from '@/components/RecordParts';
import { useSearchState } from '@/components/useSearchState';
import {
  NO_ARGS,
  bonusApi,
  loadSignAwardHistoryPage,
  loadSignHistoryPage,
  useSignAwardHistoryQuery,
  useSignHistoryQuery,
} from '@/api/bonusApi';
import { loadMoneyLogPage, useMoneyLogQuery, type MoneyLogArgs } from '@/api/recordsApi';
import { PATHS } from '@/state/paths';
import { useAfreshOnOpen, type OpeningReads } from '@/state/openingReads';
import { formatServerDate } from '@/lib/dates';
import { BonusLogList } from './BonusLogList';
import { SignLogRow, SignLogRowView, useSignLogPatterns } from './SignLogRow';
import { m } from './messages';

type Tab = 'signs' | 'awards' | 'money';
const TABS: Tab[] = ['signs', 'awards', 'money'];
const ROW_HEIGHT = 72;
/** Sign-in and streak rewards in the money log: the platform's operate type 5, this month. */
const SIGN_MONEY: MoneyLogArgs = { range: 'month', operate_type: '5', money_type: '' };

/** The tab an address opens (`?tab=`), the sign-ins by default. */
const tabOf = (param: string): Tab => ((TABS as string[]).includes(param) ? (param as Tab) : 'signs');

/** The sign-ins, when the screen opens on them (the early shell draws them from the same read). */
const openingReads: OpeningReads = (dispatch, get) => {
  if (tabOf(get('tab')) === 'signs') dispatch(bonusApi.util.prefetch('signHistory', NO_ARGS, {}));
};
DailyBonusLogScreen.openingReads = openingReads;

function SignLog() {
  const t = useIntl().formatMessage;
  const query = useSignHistoryQuery(NO_ARGS, { refetchOnMountOrArgChange: useAfreshOnOpen() });
  const patterns = useSignLogPatterns();
  return (
    <BonusLogList
      label={t(m.logSignsTab)}
      pages={loadSignHistoryPage}
      args={NO_ARGS}
      query={query}
      itemHeight={ROW_HEIGHT}
      row={(r) => <SignLogRow record={r} />}
      template={{ name: 'signHistory', row: <SignLogRowView />, patterns }}
      empty={
        <>
          <p>{t(m.logSignsEmptyText)}</p>
          <Link className="btn btn-primary" to={PATHS.DailyBonus}>
            {t(m.logSignLink)}
          </Link>
        </>
      }
    />
  );
}

function AwardLog() {
  const t = useIntl().formatMessage;
  const query = useSignAwardHistoryQuery(NO_ARGS, { refetchOnMountOrArgChange: true });
  return (
    <BonusLogList
      label={t(m.logAwardsTab)}
      pages={loadSignAwardHistoryPage}
      args={NO_ARGS}
      query={query}
      itemHeight={ROW_HEIGHT}
      row={(r) => (
        <>
          <span className="bonus-row-main">{t({ id: m.logAwardRowText.id }, { days: r.days })}</span>
          <span className="bonus-row-sub">{formatServerDate(r.created_at)}</span>
          <Money value={r.money} className="bonus-row-money" />
        </>
      )}
      empty={<p>{t(m.logAwardsEmptyText)}</p>}
    />
  );
}

function MoneyLog() {
  const t = useIntl().formatMessage;
  const query = useMoneyLogQuery(SIGN_MONEY, { refetchOnMountOrArgChange: true });
  return (
    <>
      <p className="bonus-muted bonus-note">{t(m.logMoneyNoteText)}</p>
      <BonusLogList
        label={t(m.logMoneyTab)}
        pages={loadMoneyLogPage}
        args={SIGN_MONEY}
        query={query}
        itemHeight={ROW_HEIGHT}
        row={(r) => (
          <>
            <span className="bonus-row-main">{r.description || r.operate_type_text}</span>
            <span className="bonus-row-sub">{formatServerDate(r.created_at)}</span>
            <SignedMoney value={r.money} sign={Number(r.number_type) === -1 ? -1 : 1} />
          </>
        )}
        empty={<p>{t(m.logMoneyEmptyText)}</p>}
      />
    </>
  );
}

/** /dailybonus/log: the member's sign-ins, streak awards, and the money they paid. */
export function DailyBonusLogScreen() {
  const t = useIntl().formatMessage;
  const search = useSearchState();
  const tab = tabOf(search.get('tab', 'signs'));
  const labels = { signs: m.logSignsTab, awards: m.logAwardsTab, money: m.logMoneyTab };
  return (
    <PageLayout titleId={m.logTitleText.id} fallback={PATHS.DailyBonus}>
      <Segmented
        label={t(m.logTabsLabel)}
        value={tab}
        options={TABS.map((v) => ({ value: v, label: t(labels[v]) }))}
        onChange={(v) => search.set({ tab: v === 'signs' ? null : v })}
      />
      {tab === 'signs' ? <SignLog /> : tab === 'awards' ? <AwardLog /> : <MoneyLog />}
    </PageLayout>
  );
}
