/*
 * The only module that touches uPlot: TeamChart imports it lazily, so the library and its style sheet
 * are a chunk of their own that only the team overview ever loads.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type DrawInput = {
  xs: number[];
  series: Array<{ label: string; color: string; values: number[] }>;
  width: number;
  height: number;
  /** The member's language, for the axis numbers (compact: 1.2K, 3.4M). */
  locale: string;
  /** The day the cursor points at (index), or null when it leaves the plot. */
  onPick: (index: number | null) => void;
};

export type DrawnChart = { destroy: () => void; resize: (width: number) => void };

const axisFormats = new Map<string, Intl.NumberFormat>();

/**
 * The axis numbers' formatter for a language (compact: 1.2K, 1.2万), made once. Often the page's first Intl
 * call, which loads the browser's locale data (about 100 ms at 4x CPU): TeamChart makes it in a task of its own,
 * before the drawing.
 */
export function axisNumbers(locale: string): Intl.NumberFormat {
  let f = axisFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    axisFormats.set(locale, f);
  }
  return f;
}

export function drawChart(el: HTMLElement, input: DrawInput): DrawnChart {
  const compact = axisNumbers(input.locale);
  const plot = new uPlot(
    {
      width: input.width,
      height: input.height,
      legend: { show: false },
      // Days are the platform's calendar days, sent as UTC midnights: read them in UTC whatever the phone's zone.
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1e3), 'Etc/UTC'),
      cursor: { y: false, points: { size: 7 }, drag: { x: false, y: false } },
      scales: { x: { time: true } },
      axes: [
        {
          stroke: '#6b7280',
          grid: { show: false },
          ticks: { size: 4 },
          space: 46,
          font: '11px system-ui, sans-serif',
          values: '{M}/{D}',
        },
        {
          stroke: '#6b7280',
          grid: { stroke: '#eceff3', width: 1 },
          ticks: { show: false },
          size: 44,
          font: '11px system-ui, sans-serif',
          values: (_u, splits) => splits.map((v) => compact.format(v)),
        },
      ],
      series: [
        {},
        ...input.series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: false } })),
      ],
      hooks: { setCursor: [(u) => input.onPick(u.cursor.idx ?? null)] },
    },
    [input.xs, ...input.series.map((s) => s.values)],
    el,
  );
  return { destroy: () => plot.destroy(), resize: (width) => plot.setSize({ width, height: input.height }) };
}
