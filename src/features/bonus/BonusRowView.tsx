import { slotsFor } from '@/lib/fillSlots';
import type { BonusRowFigures, DatedRowFigures } from './bonusFigures';

const slot = slotsFor<DatedRowFigures>();

/**
 * A row of a bonus log from its figures (bonusFigures): what it was, when (`sub`, where the log says it apart)
 * and what it paid. Without figures, the row template of a drawn screen.
 */
export function BonusRowView({ f, sub = false }: { f?: BonusRowFigures & Partial<DatedRowFigures>; sub?: boolean }) {
  return (
    <>
      <span className="bonus-row-main" {...slot({ text: 'main' })}>
        {f?.main ?? ''}
      </span>
      {sub ? (
        <span className="bonus-row-sub" {...slot({ text: 'time' })}>
          {f?.time ?? ''}
        </span>
      ) : null}
      <span className="money bonus-row-money" data-whole="amount" {...slot({ text: 'money' })}>
        {f?.money ?? ''}
      </span>
    </>
  );
}
