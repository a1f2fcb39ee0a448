import { valueSlot } from '@/lib/fillSlots';
import type { RowFigures } from '@/state/recordFigures';

/**
 * A row of a bonus log from its figures (state/bonusFigures): what it was, when (`sub`, where the log says it apart)
 * and what it paid. Without figures, the row template of a drawn screen.
 */
export function BonusRowView({ f, sub = false }: { f?: RowFigures; sub?: boolean }) {
  return (
    <>
      <span className="bonus-row-main" {...valueSlot('main')}>
        {f?.main ?? ''}
      </span>
      {sub ? (
        <span className="bonus-row-sub" {...valueSlot('time')}>
          {f?.time ?? ''}
        </span>
      ) : null}
      <span className="money bonus-row-money" data-whole="amount" {...valueSlot('money')}>
        {f?.money ?? ''}
      </span>
    </>
  );
}
