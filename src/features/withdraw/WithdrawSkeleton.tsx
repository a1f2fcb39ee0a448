import '@/components/facts.css';
import { useDrawingShell } from '@/components/drawingShell';
import { rowsSlot } from '@/lib/fillRows';
import type { WithdrawLists } from './withdraw.drawn';
import { WithdrawFormTemplate, useWithdrawPatterns } from './WithdrawForm';

/**
 * The withdrawal form's outline while the checks run: name and balance, one card, amount, limits, submit. Drawn by
 * the build, it holds the form's template and its sentences in the page's language: the early script draws the form
 * from its own reads when they say the member goes straight to it (lib/fillRows, src/early/fill.ts).
 */
export function WithdrawSkeleton() {
  const drawing = useDrawingShell();
  const patterns = useWithdrawPatterns();
  return (
    <section
      className="withdraw-card withdraw-skeleton"
      aria-busy="true"
      {...rowsSlot<WithdrawLists>('withdrawCards', undefined, patterns)}
    >
      <dl className="withdraw-facts facts" aria-hidden="true">
        <div>
          <span className="skeleton short" />
        </div>
        <div>
          <span className="skeleton short" />
        </div>
      </dl>
      <div className="card-choice" aria-hidden="true">
        <span className="skeleton short" />
        <span className="skeleton tall" />
      </div>
      <span className="skeleton" aria-hidden="true" />
      <span className="skeleton" aria-hidden="true" />
      {drawing ? (
        <template>
          <WithdrawFormTemplate />
        </template>
      ) : null}
    </section>
  );
}
