import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ListRows } from '@/components/RowsTemplates';
import { slotsFor } from '@/lib/fillSlots';
import { ROW_MARK } from '@/lib/fillRows';
import type { WheelFigures, WheelLabelFigures } from './wheelFigures';
import { m } from './messages';
import type { lists } from './wheel.drawn';

const slot = slotsFor<WheelFigures>();
const labelSlot = slotsFor<WheelLabelFigures>();

export const SPIN_MS = 4500;

/** The disc's turn as the app draws it. */
export type DiscTurn = {
  /** Clockwise turn in degrees; sector i spans [i, i+1) × 360/n clockwise from the top. */
  angle: number;
  /** false: the wheel jumps to its angle (reduced motion, or the first paint). */
  animate: boolean;
  onStop: () => void;
  /** The sector under the pointer once stopped. */
  landed: number | null;
};

type Props = {
  /** The sectors (wheelFigures `disc`) and each prize's label (wheelLabelFigures); a drawn copy has slots. */
  background?: string;
  labels?: WheelLabelFigures[];
  turn?: DiscTurn;
};

/** A prize's label, turned to the middle of its sector (set through the style object in a drawn copy: lib/fillSlots). */
function WheelLabel({ f }: { f?: WheelLabelFigures }) {
  return (
    <span
      className={f?.labelClass ?? 'wheel-label'}
      style={f ? { transform: f.turn } : undefined}
      {...labelSlot({ class: 'labelClass', style: { transform: 'turn' } })}
      {...(f ? {} : ROW_MARK)}
    >
      <span {...labelSlot({ text: 'label' })}>{f?.label ?? ''}</span>
    </span>
  );
}

/**
 * The wheel: equal sectors, one per prize in the setting's order, turned by CSS; the pointer sits at the top. Without
 * figures, the disc a drawn copy's filler draws from the setting (its labels a list of their own).
 */
export function WheelDisc({ background, labels, turn }: Props) {
  const t = useIntl().formatMessage;
  const angle = turn?.angle ?? 0;
  const style: CSSProperties | undefined =
    background === undefined
      ? undefined
      : {
          backgroundImage: background,
          transform: `rotate(${angle}deg)`,
          transition: turn?.animate ? `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.75, 0.1, 1)` : 'none',
        };
  const disc = (rows: ReactNode) => (
    <div
      className="wheel-disc"
      style={style}
      {...slot({ style: { 'background-image': 'disc' } })}
      data-angle={angle}
      data-landed={turn?.landed ?? undefined}
      onTransitionEnd={(e) => {
        if (e.target === e.currentTarget) turn?.onStop();
      }}
    >
      {rows}
    </div>
  );
  return (
    <div className="wheel" role="img" aria-label={t(m.wheelLabel)}>
      <ListRows<typeof lists>
        name="wheelLabels"
        rows={labels && disc(labels.map((f, i) => <WheelLabel key={i} f={f} />))}
        view={disc(<WheelLabel />)}
        empty={disc(null)}
      />
      <span className="wheel-pointer" aria-hidden="true" />
      <span className="wheel-hub" aria-hidden="true" />
    </div>
  );
}
