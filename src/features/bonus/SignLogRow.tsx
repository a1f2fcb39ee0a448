import type { SignRecord } from '@/api/bonusTypes';
import { usePatterns, useSay, type Sentences } from '@/components/useSentences';
import { signRowFigures, type DatedRowFigures } from './bonusFigures';
import { BonusRowView } from './BonusRowView';
import { m } from './messages';

/** The row's sentence. */
const SENTENCES: Sentences<'signRow'> = { signRow: m.logSignRowText };

/** A sign-in's row of the history. */
export function SignLogRow({ record }: { record: SignRecord }) {
  return <SignLogRowView f={signRowFigures(record, useSay(SENTENCES))} />;
}

/** A sign-in's row from its figures (bonusFigures); without them, the row template of a drawn screen. */
export const SignLogRowView = ({ f }: { f?: DatedRowFigures }) => <BonusRowView f={f} sub />;

/** The sentences a drawn history's rows are made of (components/useSentences). */
export const useSignLogPatterns = () => usePatterns(SENTENCES);
