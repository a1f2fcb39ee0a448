import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Money } from '@/components/Money';
import { DetailList, FilterSelect, SignedMoney } from '@/components/RecordParts';
import { RecordListPage, useRecordSearch } from '@/components/RecordListPage';
import { PATHS } from '@/state/paths';
import type { GameRecord } from '@/api/recordsApi';
import { loadChildGameRecordsPage, useTeamChildGameRecordsQuery, type ChildGameRecordArgs } from '@/api/teamApi';
import { formatServerDate } from '@/lib/dates';
import { ChildHeader, childPath } from './ChildHeader';
import { m } from './messages';

const ROW_HEIGHT = 112;

function Row({ record }: { record: GameRecord }) {
  const t = useIntl().formatMessage;
  return (
    <>
      <span className="record-line">
        <span className="record-title">{record.gameName || record.api_name_text || record.api_name}</span>
        <span className="record-sub">{record.game_type_text}</span>
      </span>
      <span className="record-line">
        <span className="record-sub">{record.billNo}</span>
        <span className="record-sub">{formatServerDate(record.betTime)}</span>
      </span>
      <span className="record-figures">
        <span><span className="fig-label">{t(m.betAmountLabel)}</span><Money value={record.betAmount} symbol={false} /></span>
        <span><span className="fig-label">{t(m.betValidLabel)}</span><Money value={record.validBetAmount} symbol={false} /></span>
        <span><span className="fig-label">{t(m.betPayoutLabel)}</span><SignedMoney value={record.netAmount} symbol={false} /></span>
      </span>
    </>
  );
}

function Detail({ record }: { record: GameRecord }) {
  const t = useIntl().formatMessage;
  return (
    <DetailList
      rows={[
        [t(m.betNoLabel), record.billNo],
        [t(m.betGameLabel), record.gameName || record.api_name_text || record.api_name],
        [t(m.betSupplierLabel), record.api_name_text || record.api_name],
        [t(m.betTypeLabel), record.game_type_text ?? String(record.gameType)],
        [t(m.betDetailLabel), record.wagerDetail ?? ''],
        [t(m.betAmountLabel), <Money key="b" value={record.betAmount} />],
        [t(m.betValidLabel), <Money key="v" value={record.validBetAmount} />],
        [t(m.betPayoutLabel), <SignedMoney key="p" value={record.netAmount} />],
        [t(m.betResultLabel), record.gameResult ?? ''],
        [t(m.betTimeLabel), formatServerDate(record.betTime)],
      ]}
    />
  );
}

/** A direct member's bets, on the record screens' list with their date, supplier and game type filters. */
export function ChildGameRecords({ childId, name }: { childId: number; name: string }) {
  const { search, range } = useRecordSearch('week');
  const api = search.get('api');
  const type = search.get('type');
  const args: ChildGameRecordArgs = useMemo(() => ({ member_id: childId, range, api_name: api, gameType: type }), [childId, range, api, type]);
  const query = useTeamChildGameRecordsQuery(args);
  const suppliers = [...new Set([...(query.data?.apis ?? []), ...(api ? [api] : [])])];
  return (
    <RecordListPage
      pages={loadChildGameRecordsPage}
      args={args}
      query={query}
      titleId={m.childGameRecordTitle.id}
      path={childPath(childId, name, 'gamerecord')}
      range={range}
      tabs={<ChildHeader name={name} />}
      filters={(
        <div className="filter-selects">
          <FilterSelect label={m.betSupplierLabel} value={api} onChange={(v) => search.set({ api: v })} options={suppliers.map((a) => ({ key: a, value: a }))} />
          <FilterSelect label={m.betTypeLabel} value={type} onChange={(v) => search.set({ type: v })} options={query.data?.gametypes ?? []} />
        </div>
      )}
      totals={(list) => [
        [m.betTotalLabel, <Money key="b" value={list.statistic.sum_bet_amount} />],
        [m.betTotalValidLabel, <Money key="v" value={list.statistic.sum_valid_bet_amount} />],
        [m.betTotalWinLabel, <SignedMoney key="w" value={list.statistic.sum_net_amount} />],
      ]}
      label={m.childGameRecordTitle}
      itemHeight={ROW_HEIGHT}
      row={(record) => <Row record={record} />}
      detail={(record) => <Detail record={record} />}
      empty={{ text: m.childRecordsEmptyText, action: m.backToDownlineButton, to: `${PATHS.Promotion}?tab=team` }}
    />
  );
}
