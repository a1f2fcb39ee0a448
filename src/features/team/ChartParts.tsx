import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { SignedFigure } from '@/components/RecordParts';
import { slotsFor } from '@/lib/fillSlots';
import { CHART_SERIES, type ChartKey } from '@/lib/teamChart';
import { signedText } from '@/state/recordFigures';
import { chartSeriesFigure, type ChartFigures } from './teamFigures';
import { m } from './messages';

const slot = slotsFor<ChartFigures>();

export const CHART_LABELS = {
  recharge: m.chartRechargeLabel,
  drawing: m.chartDrawingLabel,
  game_record: m.chartBetLabel,
  win: m.chartWinLabel,
  fanshui: m.chartRebateLabel,
  hongli: m.chartBonusLabel,
} as const;

/** What the app adds to the chart's parts: the series hidden, the legend's and the day picker's actions, the box. */
export type ChartActions = {
  hidden: ReadonlySet<ChartKey>;
  toggle: (k: ChartKey) => void;
  step: (d: number) => void;
  last: boolean;
  box: RefObject<HTMLDivElement | null>;
  boxLabel: string;
  failed: boolean;
};

/**
 * The chart's parts around its drawing, from their figures (teamFigures chartFigures): the legend with each
 * series' colour and total (a tap hides or shows it), the box the chart is drawn in, the day picker and each series'
 * exact money on the day picked. Without figures and actions, the parts a drawn copy's filler writes.
 */
export function ChartParts({ f, app }: { f?: ChartFigures; app?: ChartActions }) {
  const t = useIntl().formatMessage;
  const swatch = (k: ChartKey) => (
    <span
      className="chart-swatch"
      style={f ? { backgroundColor: f[chartSeriesFigure('chartSwatch', k)] } : undefined}
      {...slot({ style: { 'background-color': chartSeriesFigure('chartSwatch', k) } })}
      aria-hidden="true"
    />
  );
  const money = (part: 'chartTotal' | 'chartThen', k: ChartKey) => {
    const name = chartSeriesFigure(part, k);
    return k === 'win' ? (
      <SignedFigure text={f && signedText(f, name)} fill={name} />
    ) : (
      <span className="money" data-whole="amount" {...slot({ text: name })}>
        {f?.[name] ?? ''}
      </span>
    );
  };
  return (
    <>
      <ul className="chart-legend" aria-label={t(m.chartLegendLabel)}>
        {CHART_SERIES.map((k) => (
          <li key={k}>
            <button
              type="button"
              className="chart-key"
              aria-pressed={!app?.hidden.has(k)}
              onClick={app && (() => app.toggle(k))}
            >
              {swatch(k)}
              <span className="chart-key-name">{t(CHART_LABELS[k])}</span>
              <span className="chart-key-total">{money('chartTotal', k)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div ref={app?.box} className="chart-box" role="img" aria-label={app?.boxLabel} />
      {app?.failed ? <p className="team-hint">{t(m.chartFailedText)}</p> : null}
      <div className="chart-day">
        <button
          type="button"
          className="icon-btn"
          onClick={app && (() => app.step(-1))}
          disabled={(f?.chartPrevDisabled ?? '') !== ''}
          aria-label={t(m.chartPrevButton)}
          {...slot({ attrs: { disabled: 'chartPrevDisabled' } })}
        >
          ‹
        </button>
        <strong aria-live="polite" {...slot({ text: 'chartDay' })}>
          {f?.chartDay ?? ''}
        </strong>
        <button
          type="button"
          className="icon-btn"
          onClick={app && (() => app.step(1))}
          disabled={app?.last ?? true}
          aria-label={t(m.chartNextButton)}
        >
          ›
        </button>
      </div>
      <dl className="chart-readout">
        {CHART_SERIES.map((k) => (
          <div key={k}>
            <dt>
              {swatch(k)}
              {t(CHART_LABELS[k])}
            </dt>
            <dd>{money('chartThen', k)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
