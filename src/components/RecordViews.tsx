import { useIntl } from 'react-intl';
import type { GameRecord, MoneyLog } from '@/api/recordsApi';
import { formatServerDate } from '@/lib/dates';
import { Money } from './Money';
import { DetailList, SignedMoney } from './RecordParts';
import { m } from './recordViewMessages';

/*
 * A bet record and a money-log entry as a row and as a detail: the member's own records and a team
 * member's records read the same.
 */

const sign = (log: MoneyLog): 1 | -1 => (Number(log.number_type) === -1 ? -1 : 1);

export function GameRecordRow({ record }: { record: GameRecord }) {
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
        <span>
          <span className="fig-label">{t(m.gameBetLabel)}</span>
          <Money value={record.betAmount} symbol={false} />
        </span>
        <span>
          <span className="fig-label">{t(m.gameValidLabel)}</span>
          <Money value={record.validBetAmount} symbol={false} />
        </span>
        <span>
          <span className="fig-label">{t(m.gamePayoutLabel)}</span>
          <SignedMoney value={record.netAmount} symbol={false} />
        </span>
      </span>
    </>
  );
}

export function GameRecordDetail({ record }: { record: GameRecord }) {
  const t = useIntl().formatMessage;
  const status = {
    X: m.gameStatusUnsettled,
    COMPLETE: m.gameStatusSettled,
    N: m.gameStatusCancelled,
    CANCEL: m.gameStatusRevoked,
  }[record.status];
  return (
    <DetailList
      rows={[
        [t(m.gameNoLabel), record.billNo],
        [t(m.gameNameLabel), record.gameName || record.api_name_text || record.api_name],
        [t(m.gameSupplierLabel), record.api_name_text || record.api_name],
        [t(m.gameTypeLabel), record.game_type_text ?? String(record.gameType)],
        [t(m.gameRoundLabel), record.roundNo ?? ''],
        [t(m.gameWagerLabel), record.wagerDetail ?? ''],
        [t(m.gameBetLabel), <Money key="b" value={record.betAmount} />],
        [t(m.gameValidLabel), <Money key="v" value={record.validBetAmount} />],
        [t(m.gamePayoutLabel), <SignedMoney key="p" value={record.netAmount} />],
        [t(m.gameResultLabel), record.gameResult ?? ''],
        [t(m.gameStatusLabel), status ? t(status) : record.status],
        [t(m.gameBetTimeLabel), formatServerDate(record.betTime)],
        [t(m.gamePayoutTimeLabel), formatServerDate(record.created_at)],
      ]}
    />
  );
}

/**
 * The height of a money-log row in a list: a title line and three lines of detail, the balance line with room
 * for a second line (a long wallet name with its figures does not fit 360 px in English or Vietnamese).
 */
export const MONEY_LOG_ROW_HEIGHT = 144;

export function MoneyLogRow({ log }: { log: MoneyLog }) {
  const t = useIntl().formatMessage;
  return (
    <>
      <span className="record-line">
        <span className="record-title">{log.operate_type_text || String(log.operate_type)}</span>
        <span className="record-amount">
          <SignedMoney value={log.money} sign={sign(log)} />
        </span>
      </span>
      <span className="record-line">
        <span className="record-sub record-sub-wrap">
          {log.money_type_text} ·{' '}
          <span className="record-figure">
            {t(m.moneyBeforeLabel)} <Money value={log.money_before} symbol={false} /> →
          </span>{' '}
          <span className="record-figure">
            {t(m.moneyAfterLabel)} <Money value={log.money_after} symbol={false} />
          </span>
        </span>
      </span>
      {/* The description carries an order number: a line of its own, so neither it nor the time is cut. */}
      <span className="record-line">
        <span className="record-sub">{log.description}</span>
      </span>
      <span className="record-line">
        <span className="record-sub">{formatServerDate(log.created_at)}</span>
      </span>
    </>
  );
}

export function MoneyLogDetail({ log }: { log: MoneyLog }) {
  const t = useIntl().formatMessage;
  return (
    <DetailList
      rows={[
        [t(m.moneyChangeLabel), t(sign(log) > 0 ? m.moneyIncomeText : m.moneyExpenseText)],
        [t(m.moneyAmountLabel), <SignedMoney key="a" value={log.money} sign={sign(log)} />],
        [t(m.moneyBeforeLabel), <Money key="b" value={log.money_before} />],
        [t(m.moneyAfterLabel), <Money key="f" value={log.money_after} />],
        [t(m.moneyWalletLabel), log.money_type_text || log.money_type],
        [t(m.moneyTransferTypeLabel), log.operate_type_text || String(log.operate_type)],
        [t(m.moneyDescriptionLabel), log.description],
        [t(m.moneyTimeLabel), formatServerDate(log.created_at)],
      ]}
    />
  );
}
