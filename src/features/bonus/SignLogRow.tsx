import { useIntl } from 'react-intl';
import { localeFromTag } from '@i18n/locales';
import type { SignRecord } from '@/api/bonusApi';
import { valueSlot } from '@/lib/fillSlots';
import { usePatterns, useSay, type Sentences } from '@/components/useSentences';
import { signRowFigures } from '@/state/bonusFigures';
import type { RowFigures } from '@/state/recordFigures';
import { m } from './messages';

/** The row's sentence. */
const SENTENCES: Sentences<'signRow'> = { signRow: m.logSignRowText };

/** A sign-in's row of the history. */
export function SignLogRow({ record }: { record: SignRecord }) {
  const lang = localeFromTag(useIntl().locale);
  return <SignLogRowView f={signRowFigures(record, lang, useSay(SENTENCES))} />;
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

/** The sentences a drawn history's rows are made of (components/useSentences). */
export const useSignLogPatterns = () => usePatterns(SENTENCES);
