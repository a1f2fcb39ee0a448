import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { useMoneyText } from '@/components/Money';
import type { WheelPrize } from '@/api/bonusApi';
import { parseMoney } from '@/lib/money';
import { m } from './messages';

const COLOURS = ['#1d3b8b', '#f0b429', '#2a56c6', '#ffd36b'];
export const SPIN_MS = 4500;

type Props = {
  prizes: WheelPrize[];
  /** Clockwise turn in degrees; sector i spans [i, i+1) × 360/n clockwise from the top. */
  angle: number;
  /** false: the wheel jumps to its angle (reduced motion, or the first paint). */
  animate: boolean;
  onStop: () => void;
  /** The sector under the pointer once stopped. */
  landed: number | null;
};

/** The wheel: equal sectors, one per prize in the setting's order, turned by CSS; the pointer sits at the top. */
export function WheelDisc({ prizes, angle, animate, onStop, landed }: Props) {
  const t = useIntl().formatMessage;
  const money = useMoneyText();
  const n = Math.max(1, prizes.length);
  const sector = 360 / n;
  const stops = prizes
    .map((_, i) => `${COLOURS[(i % 2) + (n % 2 && i === n - 1 ? 2 : 0)]} ${i * sector}deg ${(i + 1) * sector}deg`)
    .join(', ');
  const style: CSSProperties = {
    backgroundImage: `conic-gradient(${stops})`,
    transform: `rotate(${angle}deg)`,
    transition: animate ? `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.75, 0.1, 1)` : 'none',
  };
  const labelOf = (p: WheelPrize) => (parseMoney(p.money)?.gt(0) ? money(p.money) : p.name);
  return (
    <div className="wheel" role="img" aria-label={t(m.wheelLabel)}>
      <div
        className="wheel-disc"
        style={style}
        data-angle={angle}
        data-landed={landed ?? undefined}
        onTransitionEnd={(e) => {
          if (e.target === e.currentTarget) onStop();
        }}
      >
        {prizes.map((p, i) => (
          <span
            key={p.id}
            className={`wheel-label ${i % 2 ? 'light' : 'dark'}`}
            style={{ transform: `rotate(${(i + 0.5) * sector}deg)` }}
          >
            <span>{labelOf(p)}</span>
          </span>
        ))}
      </div>
      <span className="wheel-pointer" aria-hidden="true" />
      <span className="wheel-hub" aria-hidden="true" />
    </div>
  );
}
