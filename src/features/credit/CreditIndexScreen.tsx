import { CreditShell } from './CreditShell';
import { RuleSections } from './CreditRules';
import { m } from './messages';

/** /Credit/Index: the limit query by account (a member's own filled in) and the rules. */
export function CreditIndexScreen() {
  return (
    <CreditShell titleId={m.indexTitle.id} after={<RuleSections />}>
      {() => null}
    </CreditShell>
  );
}
