import { useIntl } from 'react-intl';
import { localeFromTag } from '@i18n/locales';
import type { SignRecord } from '@/api/bonusApi';
import { valueSlot } from '@/lib/fillSlots';
import { patternValue } from '@/lib/textPattern';
import { signRowFigures } from '@/state/bonusFigures';
import type { RowFigures } from '@/state/recordFigures';
import { m } from './messages';

/** A sign-in's row of the history. */
export function SignLogRow({ record }: { record: SignRecord }) {
  const intl = useIntl();
  const say = (_: 'signRow', values?: Record<string, string>) =>
    intl.formatMessage({ id: m.logSignRowText.id }, values);
  return <SignLogRowView f={signRowFigures(record, localeFromTag(intl.locale), say)} />;
}

/** A sign-in's row from its figures (state/bonusFigures); without them, the row template of a drawn screen. */
export function SignLogRowView({ f }: { f?: RowFigures }) {
  return (
    <>
      <span className="bonus-row-main" {...valueSlot('main')}>
        {f?.main ?? ''}
      </span>
      <span className="bonus-row-sub" {...valueSlot('time')}>
        {f?.time ?? ''}
      </span>
      <span className="money bonus-row-money" {...valueSlot('money')}>
        {f?.money ?? ''}
      </span>
    </>
  );
}

/** The sentences a drawn history's rows are made of, in the page's language (lib/textPattern). */
export function useSignLogPatterns(): Record<string, string> {
  const t = useIntl().formatMessage;
  return { signRow: t({ id: m.logSignRowText.id }, { day: patternValue('day'), days: patternValue('days') }) };
}
