import type { Json } from './redact';

/*
 * The trace file: what a member sends support and what the Flow Lab imports. Versioned, and checked
 * field by field on import, because it arrives from outside (a pasted text, a file from a chat).
 */

export const TRACE_FORMAT = 'member-app/flow-trace';
export const TRACE_VERSION = 1;
/** Flows a trace holds at most (the recorder keeps the member's last 20). */
export const TRACE_MAX_FLOWS = 20;
/** Steps a recorded flow keeps; later steps only move `last`, and the flow is marked truncated. */
export const TRACE_MAX_STEPS = 400;
const MAX_TEXT_BYTES = 8 * 1024 * 1024;

export type TraceStatus = 'active' | 'done' | 'error' | 'stopped';

/** One event the flow received, and where it left the flow. */
export type TraceStep = {
  /** Epoch milliseconds. */
  at: number;
  /** The event, redacted; `xstate.done.actor.*` / `xstate.error.actor.*` carry an invoked actor's outcome. */
  event: { type: string; [key: string]: Json };
  /** The state value after the event. */
  state: Json;
  status: TraceStatus;
  tags: string[];
  /** The flow's context after the event, redacted. */
  context: Json;
  /** The transitions taken (machineShape's keys): the guards' answers, kept so a replay need not re-ask them. */
  taken: string[];
};

export type TraceFlow = {
  id: string;
  /** The machine's id, e.g. 'withdraw'. */
  machine: string;
  fingerprint: string;
  /** The app route the flow ran on. */
  route: string;
  startedAt: number;
  status: TraceStatus;
  truncated: boolean;
  steps: TraceStep[];
};

export type Trace = {
  format: typeof TRACE_FORMAT;
  version: typeof TRACE_VERSION;
  app: { version: string; locale: string; userAgent: string };
  exportedAt: string;
  flows: TraceFlow[];
};

/** Why an import was refused; the lab words each one. */
export type TraceProblem = 'empty' | 'tooLarge' | 'notJson' | 'foreign' | 'newerVersion' | 'malformed';
export type ParsedTrace = { ok: true; trace: Trace } | { ok: false; problem: TraceProblem; where?: string };

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const STATUSES: readonly string[] = ['active', 'done', 'error', 'stopped'];

function isJson(v: unknown, depth = 0): v is Json {
  if (depth > 32) return false;
  if (v === null || typeof v === 'boolean' || isStr(v) || isNum(v)) return true;
  if (Array.isArray(v)) return v.every((x) => isJson(x, depth + 1));
  return isObj(v) && Object.values(v).every((x) => isJson(x, depth + 1));
}

/** Where a step breaks the format, or null. */
function stepFault(s: unknown): string | null {
  if (!isObj(s)) return 'step';
  if (!isNum(s.at)) return 'at';
  if (!isObj(s.event) || !isStr(s.event.type) || !isJson(s.event)) return 'event';
  if (!isJson(s.state) || s.state === null) return 'state';
  if (!isStr(s.status) || !STATUSES.includes(s.status)) return 'status';
  if (!Array.isArray(s.tags) || !s.tags.every(isStr)) return 'tags';
  if (!isJson(s.context)) return 'context';
  if (!Array.isArray(s.taken) || !s.taken.every(isStr)) return 'taken';
  return null;
}

function flowFault(f: unknown): string | null {
  if (!isObj(f)) return 'flow';
  for (const k of ['id', 'machine', 'fingerprint', 'route'] as const) if (!isStr(f[k])) return k;
  if (!isNum(f.startedAt)) return 'startedAt';
  if (!isStr(f.status) || !STATUSES.includes(f.status)) return 'status';
  if (typeof f.truncated !== 'boolean') return 'truncated';
  if (!Array.isArray(f.steps) || f.steps.length === 0 || f.steps.length > TRACE_MAX_STEPS) return 'steps';
  for (let i = 0; i < f.steps.length; i += 1) {
    const fault = stepFault(f.steps[i]);
    if (fault) return `steps[${i}].${fault}`;
  }
  return null;
}

/** Reads a trace file's text; anything that is not a trace of this format is refused with the reason. */
export function parseTrace(text: string): ParsedTrace {
  if (!text.trim()) return { ok: false, problem: 'empty' };
  if (text.length > MAX_TEXT_BYTES) return { ok: false, problem: 'tooLarge' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  if (!isObj(data) || data.format !== TRACE_FORMAT) return { ok: false, problem: 'foreign' };
  if (!isNum(data.version) || data.version > TRACE_VERSION) return { ok: false, problem: 'newerVersion' };
  if (data.version !== TRACE_VERSION) return { ok: false, problem: 'malformed', where: 'version' };
  const app = data.app;
  if (!isObj(app) || !isStr(app.version) || !isStr(app.locale) || !isStr(app.userAgent))
    return { ok: false, problem: 'malformed', where: 'app' };
  if (!isStr(data.exportedAt)) return { ok: false, problem: 'malformed', where: 'exportedAt' };
  if (!Array.isArray(data.flows) || data.flows.length === 0 || data.flows.length > TRACE_MAX_FLOWS)
    return { ok: false, problem: 'malformed', where: 'flows' };
  for (let i = 0; i < data.flows.length; i += 1) {
    const fault = flowFault(data.flows[i]);
    if (fault) return { ok: false, problem: 'malformed', where: `flows[${i}].${fault}` };
  }
  return { ok: true, trace: data as Trace };
}

/** A trace of the given flows, as the member's app describes itself. */
export function buildTrace(flows: TraceFlow[], app: Trace['app'], now = Date.now()): Trace {
  return {
    format: TRACE_FORMAT,
    version: TRACE_VERSION,
    app,
    exportedAt: new Date(now).toISOString(),
    flows: flows.slice(-TRACE_MAX_FLOWS),
  };
}

/** The file name a trace is saved under: `flow-trace-20250101-143000.json`. */
export function traceFileName(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `flow-trace-${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}.json`;
}
