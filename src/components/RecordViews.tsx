import { useIntl } from 'react-intl';
import type { GameRecord, MoneyLog } from '@/api/recordAnswers';
import { slotsFor } from '@/lib/fillSlots';
import {
  gameRecordFigures,
  moneyLogFigures,
  moneyLogSign,
  signedText,
  type GameRecordFigures,
  type MoneyLogFigures,
  type SignedFigures,
} from '@/state/recordFigures';
import { formatServerDate } from '@/lib/dates';
import { Money } from './Money';
import { Code, DetailList, SignedFigure, SignedMoney } from './RecordParts';
import { m } from './recordViewMessages';

/*
 * A bet record and a money-log entry as a row and as a detail: the member's own records and a team
 * member's records read the same.
 */

/** The figures of either row, and the name of one of a row's figures `F`. */
type Row = GameRecordFigures | MoneyLogFigures;
type Name<F> = Extract<keyof F, string>;

/** The text of a row's slot (empty in a row template). */
function slotText<F extends Row>(f: F | undefined, name: Name<F>): string {
  return f ? String(f[name]) : '';
}

/** A row's slots. */
const gameSlot = slotsFor<GameRecordFigures>();
const logSlot = slotsFor<MoneyLogFigures>();

/**
 * A line of detail: its text in a slot; `whole` when it is a value that may not break (an order number). Any other
 * line is the first words of what the row's detail shows whole (a remark in the member's language runs long), so
 * a row may cut it (data-preview).
 */
function Sub<F extends Row>(props: { f?: F; name: Name<F>; wrap?: boolean; whole?: 'code' }) {
  const { f, name, wrap, whole } = props;
  const slot = slotsFor<F>();
  return (
    <span
      className={wrap ? 'record-sub record-sub-wrap' : 'record-sub'}
      data-whole={whole}
      data-preview={whole || wrap ? undefined : ''}
      {...slot({ text: name })}
    >
      {slotText(f, name)}
    </span>
  );
}

/** A figure of a row, with its label. */
function Figure({ f, name, label }: { f?: GameRecordFigures; name: 'bet' | 'valid'; label: string }) {
  return (
    <span>
      <span className="fig-label">{label}</span>
      <span className="money" data-whole="amount" {...gameSlot({ text: name })}>
        {slotText(f, name)}
      </span>
    </span>
  );
}

/** A signed figure of a row (state/recordFigures signedSlots), or its empty slots in a row template. */
function Signed<N extends string>({ f, name }: { f?: SignedFigures<N>; name: N }) {
  return <SignedFigure text={f && signedText(f, name)} fill={name} />;
}

export function GameRecordRow({ record }: { record: GameRecord }) {
  return <GameRecordRowView f={gameRecordFigures(record)} />;
}

/** A bet record's row from its figures; without them, the row template of a drawn screen (lib/fillSlots). */
export function GameRecordRowView({ f }: { f?: GameRecordFigures }) {
  const t = useIntl().formatMessage;
  return (
    <>
      <span className="record-line">
        <span className="record-title" {...gameSlot({ text: 'title' })}>
          {slotText(f, 'title')}
        </span>
        <Sub f={f} name="type" />
      </span>
      <span className="record-line">
        <Sub f={f} name="bill" whole="code" />
        <Sub f={f} name="time" />
      </span>
      <span className="record-figures">
        <Figure f={f} name="bet" label={t(m.gameBetLabel)} />
        <Figure f={f} name="valid" label={t(m.gameValidLabel)} />
        <span>
          <span className="fig-label">{t(m.gamePayoutLabel)}</span>
          <Signed f={f} name="net" />
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
        [t(m.gameNoLabel), <Code key="n" value={record.billNo} />],
        [t(m.gameNameLabel), record.gameName || record.api_name_text || record.api_name],
        [t(m.gameSupplierLabel), record.api_name_text || record.api_name],
        [t(m.gameTypeLabel), record.game_type_text ?? String(record.gameType)],
        [t(m.gameRoundLabel), record.roundNo ? <Code key="r" value={record.roundNo} /> : ''],
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
  return <MoneyLogRowView f={moneyLogFigures(log)} />;
}

/** A money-log entry's row from its figures; without them, the row template of a drawn screen. */
export function MoneyLogRowView({ f }: { f?: MoneyLogFigures }) {
  const t = useIntl().formatMessage;
  return (
    <>
      <span className="record-line">
        <span className="record-title" {...logSlot({ text: 'title' })}>
          {slotText(f, 'title')}
        </span>
        <span className="record-amount">
          <Signed f={f} name="amount" />
        </span>
      </span>
      <span className="record-line">
        <span className="record-sub record-sub-wrap">
          <span {...logSlot({ text: 'wallet' })}>{slotText(f, 'wallet')}</span> ·{' '}
          <span className="record-figure">
            {t(m.moneyBeforeLabel)}{' '}
            <span className="money" data-whole="amount" {...logSlot({ text: 'before' })}>
              {slotText(f, 'before')}
            </span>{' '}
            →
          </span>{' '}
          <span className="record-figure">
            {t(m.moneyAfterLabel)}{' '}
            <span className="money" data-whole="amount" {...logSlot({ text: 'after' })}>
              {slotText(f, 'after')}
            </span>
          </span>
        </span>
      </span>
      {/* The description carries an order number: a line of its own, so neither it nor the time is cut. */}
      <span className="record-line">
        <Sub f={f} name="description" />
      </span>
      <span className="record-line">
        <Sub f={f} name="time" />
      </span>
    </>
  );
}

export function MoneyLogDetail({ log }: { log: MoneyLog }) {
  const t = useIntl().formatMessage;
  return (
    <DetailList
      rows={[
        [t(m.moneyChangeLabel), t(moneyLogSign(log) > 0 ? m.moneyIncomeText : m.moneyExpenseText)],
        [t(m.moneyAmountLabel), <SignedMoney key="a" value={log.money} sign={moneyLogSign(log)} />],
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
