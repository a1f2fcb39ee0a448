import './progressBar.css';

type Props = {
  /** 0–100. */
  percent: number;
  /** What the bar measures, for screen readers. */
  label: string;
  /** The figures in words ("$6,750.00 of $125,000.00"), read with the bar. */
  valueText: string;
  /**
   * The slot of its bar as the screen built it with its typed slots (lib/fillSlots `slot({ width })`), where a drawn
   * copy is given the percent early.
   */
  fill?: Readonly<Record<string, string>>;
};

/** A figure's progress toward a target as a bar; the exact figures go in valueText. */
export function ProgressBar({ percent, label, valueText, fill }: Props) {
  const p = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={p}
      aria-valuetext={valueText}
    >
      <span className="progress-fill" style={{ width: `${p}%` }} {...fill} />
    </div>
  );
}
