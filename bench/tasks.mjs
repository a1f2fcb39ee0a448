// Which tasks make up a page's TBT. Lighthouse's mobile figure comes from a run it observes unthrottled and then
// simulates on a 4x slower processor: a task of the observed run blocks the simulated page for 4 x its length less
// 50 ms, so every task longer than 12.5 ms counts. This reads the observed traces that `BENCH_TRACE_DIR=<dir>` keeps
// (bench/lighthouse.mjs) and lists, for each load, the tasks after the first paint that count, with what filled them
// (a script's file, layout, style, parsing), then the same summed by what filled them over all the loads given.
//
//   BENCH_TRACE_DIR=.bench/traces BENCH_PAGES=withdraw node bench/run.mjs
//   node bench/tasks.mjs .bench/traces            # every trace there
//   node bench/tasks.mjs .bench/traces/a.trace.json .bench/traces/b.trace.json
//
// The estimate is the sum over those tasks; Lighthouse's own TBT also moves tasks along the simulated network, so
// the two differ (by up to about 100 ms on the withdrawal form), but the tasks that count are these.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SLOWDOWN = 4;
const LONG_MS = 50;
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
  console.error('usage: node bench/tasks.mjs <trace.json | dir> ...  (traces kept with BENCH_TRACE_DIR)');
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
  const events = JSON.parse(readFileSync(file, 'utf8')).traceEvents ?? [];
  const nav = events.find(
    (e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
  );
  if (!nav) continue;
  const thread = events.find((e) => e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain');
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid)?.ts ?? nav.ts;
  const onMain = events.filter((e) => e.pid === nav.pid && e.tid === thread?.tid && e.ph === 'X');
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && e.ts + e.dur > fcp && e.dur * SLOWDOWN > LONG_MS * 1000)
    .sort((a, b) => a.ts - b.ts);
  loads += 1;
  let sum = 0;
  const rows = tasks.map((t) => {
    // As Lighthouse counts it: past the task's first 50 ms, and only after the first paint.
    const blocking = Math.max(0, (t.dur * SLOWDOWN) / 1000 - Math.max(LONG_MS, ((fcp - t.ts) * SLOWDOWN) / 1000));
    const { kind, share } = filledBy(t, onMain);
    sum += blocking;
    const seen = total.get(kind) ?? { blocking: 0, tasks: 0 };
    total.set(kind, { blocking: seen.blocking + blocking, tasks: seen.tasks + 1 });
    return `  at ${String(Math.round((t.ts - nav.ts) / 1000)).padStart(5)} ms  ${(t.dur / 1000).toFixed(1).padStart(5)} ms observed, blocks ${String(Math.round(blocking)).padStart(3)} ms  ${kind} (${Math.round(share * 100)} %)`;
  });
  console.log(
    `${file}: first paint at ${Math.round((fcp - nav.ts) / 1000)} ms observed, estimated TBT ${Math.round(sum)} ms`,
  );
  console.log(rows.join('\n'));
}
console.log(`\nOver ${loads} load(s), what the blocking time was spent on (ms per load, tasks per load):`);
for (const [kind, { blocking, tasks }] of [...total].sort((a, b) => b[1].blocking - a[1].blocking))
  console.log(
    `  ${String(Math.round(blocking / loads)).padStart(5)} ms  ${(tasks / loads).toFixed(1).padStart(4)}  ${kind}`,
  );
