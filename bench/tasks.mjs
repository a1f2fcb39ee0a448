// Which tasks make up a page's TBT. Lighthouse's mobile figure is its simulation's (Lantern): the load it observed
// unthrottled, replayed on a 4x slower processor over a slow network; a simulated task counts past its first 50 ms,
// between the simulated first paint and the page's becoming interactive. `BENCH_TRACE_DIR=<dir>` keeps each load's
// artifacts (bench/lighthouse.mjs); this runs the same simulation on them, as bench/lantern.mjs does for the LCP, and
// lists, for each load, the tasks that count with what filled them (a script's file, layout, style, parsing), then
// the same summed by what filled them over all the loads given.
//
//   BENCH_TRACE_DIR=.bench/traces BENCH_PAGES=withdraw node bench/run.mjs
//   node bench/tasks.mjs .bench/traces/-Member-ApplyDrawing-*   # one screen's loads (with and without the filler)
//   node bench/tasks.mjs .bench/traces                             # every load kept there, the floor pages' too
//
// Lighthouse's TBT is the mean of an optimistic and a pessimistic estimate; the tasks listed are the pessimistic
// one's (the longer window), and its total is printed beside Lighthouse's figure.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { simulationInput } from './simulation.mjs';

const { calculateTbtImpactForEvent } = Lantern.Metrics.TBTUtils;
/** Trace events that say what a task was spent on; the rest of a task is the browser's own work. */
const KINDS = {
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  Layout: 'layout',
  UpdateLayoutTree: 'style',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  Paint: 'paint',
  MinorGC: 'GC',
  MajorGC: 'GC',
};

const files = process.argv.slice(2).flatMap((p) =>
  statSync(p).isDirectory()
    ? readdirSync(p)
        .filter((f) => f.endsWith('.trace.json'))
        .sort()
        .map((f) => join(p, f))
    : [p],
);
if (!files.length) {
  console.error('usage: node bench/tasks.mjs <trace.json | dir> ...  (loads kept with BENCH_TRACE_DIR)');
  process.exit(2);
}

/** The script file a script event ran, without its content hash; '' when none is named. */
const scriptOf = (e) => {
  const url = String(e.args?.data?.url ?? '');
  const file = url.split(/[?#]/)[0].split('/').pop() ?? '';
  return file.replace(/\.[0-9a-f]{8}\.js$/, '.js') || (url ? 'index.html' : '');
};

/** What filled a task: the kind with most time under it (a script by its file), with its share of the task. */
function filledBy(task, events) {
  const inside = events.filter((e) => KINDS[e.name] && e.ts >= task.ts && e.ts < task.ts + task.dur);
  const within = (e, o) => o !== e && o.ts <= e.ts && e.ts + e.dur <= o.ts + o.dur;
  // The outermost events only: a microtask run inside a script's evaluation is that script's time (of two with the
  // same span, the first is kept).
  const outer = inside.filter(
    (e, i) => !inside.some((o, j) => within(e, o) && !(o.ts === e.ts && o.dur === e.dur && j > i)),
  );
  const time = {};
  for (const e of outer) {
    let kind = KINDS[e.name];
    // A script event names its file, or the first event run under it that names one.
    if (kind === 'script')
      kind =
        scriptOf(e) ||
        inside
          .filter((o) => within(o, e))
          .map(scriptOf)
          .find(Boolean) ||
        'script';
    time[kind] = (time[kind] ?? 0) + e.dur;
  }
  const [kind, us] = Object.entries(time).sort((a, b) => b[1] - a[1])[0] ?? ['browser', task.dur];
  return { kind, share: Math.min(1, us / task.dur) };
}

const total = new Map();
let loads = 0;
for (const file of files) {
  const [data, context] = simulationInput(JSON.parse(readFileSync(file, 'utf8')));
  const [tbt, fcp, tti] = await Promise.all(
    [LanternTotalBlockingTime, LanternFirstContentfulPaint, LanternInteractive].map((m) => m.request(data, context)),
  );
  // The pessimistic estimate's window: from the optimistic first paint to the pessimistic interactive time.
  const { nodeTimings } = tbt.pessimisticEstimate;
  const from = fcp.optimisticEstimate.timeInMs;
  const to = tti.pessimisticEstimate.timeInMs;
  loads += 1;
  let sum = 0;
  const rows = [];
  for (const [node, t] of [...nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime)) {
    if (node.type !== 'cpu') continue;
    const blocking = calculateTbtImpactForEvent({ start: t.startTime, end: t.endTime, duration: t.duration }, from, to);
    if (!blocking) continue;
    const { kind, share } = filledBy(node.event, node.childEvents);
    sum += blocking;
    const seen = total.get(kind) ?? { blocking: 0, tasks: 0 };
    total.set(kind, { blocking: seen.blocking + blocking, tasks: seen.tasks + 1 });
    rows.push(
      `  at ${String(Math.round(t.startTime)).padStart(5)} ms  ${String(Math.round(t.duration)).padStart(4)} ms simulated (${(node.duration / 1000).toFixed(1)} observed), blocks ${String(Math.round(blocking)).padStart(3)} ms  ${kind} (${Math.round(share * 100)} %)`,
    );
  }
  console.log(
    `${file}: TBT ${Math.round(tbt.timing)} ms (pessimistic ${Math.round(sum)}), first paint at ${Math.round(from)} ms, interactive at ${Math.round(to)} ms, simulated`,
  );
  console.log(rows.join('\n'));
}
console.log(`\nOver ${loads} load(s), what the blocking time was spent on (ms per load, tasks per load):`);
for (const [kind, { blocking, tasks }] of [...total].sort((a, b) => b[1].blocking - a[1].blocking))
  console.log(
    `  ${String(Math.round(blocking / loads)).padStart(5)} ms  ${(tasks / loads).toFixed(1).padStart(4)}  ${kind}`,
  );
