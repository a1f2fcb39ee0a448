import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CHART_COLORS, CHART_SERIES, chartData, type ChartKey } from '@/lib/teamChart';
import { nextTask } from '@/lib/nextTask';
import { useOpeningSettled } from '@/state/openingSettled';
import type { ChartRow } from '@/api/teamTypes';
import { chartFigures } from './teamFigures';
import { CHART_LABELS, ChartParts } from './ChartParts';
import type { DrawnChart } from './drawChart';
import { m } from './messages';

// The box's height in team.css (.chart-box), so that it keeps the chart's place before the drawing.
const HEIGHT = 200;

/**
 * The team's last 15 days as lines, one per figure: each can be hidden from the legend, and the day the
 * finger (or the arrows) points at is read out below in exact money.
 */
export function TeamChart({ rows }: { rows: ChartRow[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const data = useMemo(() => chartData(rows), [rows]);
  const [hidden, setHidden] = useState<ReadonlySet<ChartKey>>(new Set());
  const count = data.days.length;
  const [picked, setPicked] = useState<number | null>(null);
  const day = picked ?? count - 1;
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // Opened directly, the drawing library (the screen's largest file) is asked for once the overview has painted:
  // its box keeps the chart's place meanwhile.
  const opened = useOpeningSettled();

  useEffect(() => {
    const el = box.current;
    if (!el || !count || !opened) return undefined;
    let chart: DrawnChart | null = null;
    let gone = false;
    const shown = CHART_SERIES.filter((k) => !hidden.has(k));
    const fit = () => chart?.resize(el.clientWidth);
    // The chart's library is evaluated, its number formatter made and the chart drawn in three tasks, not one:
    // each is short enough that a tap in between is answered at once.
    import(/* webpackChunkName: "team-chart" */ './drawChart')
      .then(async ({ axisNumbers, drawChart }) => {
        await nextTask();
        if (gone) return;
        axisNumbers(intl.locale);
        await nextTask();
        if (gone) return;
        chart = drawChart(el, {
          xs: data.xs,
          series: shown.map((k) => ({ label: t(CHART_LABELS[k]), color: CHART_COLORS[k], values: data.ys[k] })),
          width: el.clientWidth || 340,
          height: HEIGHT,
          locale: intl.locale,
          onPick: (i) => {
            if (i !== null) setPicked(i);
          },
        });
        window.addEventListener('resize', fit);
      })
      .catch(() => {
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      window.removeEventListener('resize', fit);
      chart?.destroy();
    };
  }, [data, hidden, count, opened, intl.locale, t]);

  if (!count) return <p className="team-hint">{t(m.chartEmptyText)}</p>;

  const toggle = (k: ChartKey) =>
    setHidden((h) => {
      const next = new Set(h);
      if (next.has(k)) next.delete(k);
      else if (next.size < CHART_SERIES.length - 1) next.add(k);
      return next;
    });
  const step = (d: number) => setPicked(Math.min(count - 1, Math.max(0, day + d)));
  const boxLabel = t({ id: m.chartAlt.id }, { first: data.days[0], last: data.days[count - 1] });
  return (
    <ChartParts
      f={chartFigures(data, day)}
      app={{ hidden, toggle, step, last: day >= count - 1, box, boxLabel, failed }}
    />
  );
}
