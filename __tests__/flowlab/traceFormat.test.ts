/** @jest-environment node */
import fc from 'fast-check';
import { withdrawMachine } from '@machines/withdrawMachine';
import { TRACE_FORMAT, TRACE_VERSION, parseTrace, traceFileName } from '@/flow/traceFormat';
import { clearRecordedFlows, exportTrace, recentFlows, startTraceRecorder } from '@/flow/traceRecorder';
import { replayTo } from '@/features/flowlab/replay';
import { recordFlow } from './support/recordFlow';

let t = 1_700_000_000_000;
beforeAll(() => startTraceRecorder({ clock: () => (t += 1000) }));
beforeEach(() => clearRecordedFlows());

const READY = { hasRealname: true, hasQkPwd: true, defaultCardId: 7 };
const LIMITS = { min: 100, max: 50000, available: '13918.00' };
const WITHDRAWAL = [
  { type: 'xstate.done.actor.loadPrerequisites', output: READY },
  { type: 'amount.change', value: '300' },
  { type: 'form.submit', limits: LIMITS },
  { type: 'passcode.submit', pwd: '135790' },
  { type: 'xstate.done.actor.submitWithdrawal', output: {} },
];

describe('trace file', () => {
  test('an export says what it is: format, version, app version, language, times, states, outcomes', async () => {
    await recordFlow(withdrawMachine, {}, WITHDRAWAL);
    const trace = exportTrace();
    expect(trace).toMatchObject({
      format: TRACE_FORMAT,
      version: TRACE_VERSION,
      app: { version: expect.any(String), locale: 'zh_cn' },
    });
    const [flow] = trace.flows;
    expect(flow.machine).toBe('withdraw');
    expect(flow.steps.map((s) => s.state)).toEqual(['checking', 'form', 'form', 'confirming', 'submitting', 'done']);
    expect(flow.steps[1].event).toEqual({
      type: 'xstate.done.actor.loadPrerequisites',
      output: READY,
      actorId: 'loadPrerequisites',
    });
    expect(flow.steps[4].event).toEqual({ type: 'passcode.submit', pwd: '[redacted]' });
    expect(flow.steps[4].tags).toEqual(['busy']);
    expect(flow.steps[3].taken).toEqual(['withdraw.form|form.submit|0']);
    expect(flow.steps.every((s, i) => i === 0 || s.at > flow.steps[i - 1].at)).toBe(true);
    expect(parseTrace(JSON.stringify(trace))).toEqual({ ok: true, trace });
    expect(traceFileName(new Date(2026, 0, 2, 3, 4, 5))).toBe('flow-trace-20260102-030405.json');
  });

  test('the recorder keeps the last 20 flows', async () => {
    for (let i = 0; i < 23; i += 1) await recordFlow(withdrawMachine, {}, WITHDRAWAL.slice(0, 1));
    expect(recentFlows()).toHaveLength(20);
    expect(exportTrace().flows).toHaveLength(20);
  });

  test('a malformed or foreign file is refused with its reason', async () => {
    await recordFlow(withdrawMachine, {}, WITHDRAWAL);
    const good = exportTrace();
    const edit = (f: (x: any) => void) => {
      const copy = JSON.parse(JSON.stringify(good));
      f(copy);
      return parseTrace(JSON.stringify(copy));
    };
    expect(parseTrace('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseTrace('{"format": ')).toEqual({ ok: false, problem: 'notJson' });
    expect(parseTrace('{"name":"member-mobile","version":"1.0.0"}')).toEqual({ ok: false, problem: 'foreign' });
    expect(parseTrace('[1,2]')).toEqual({ ok: false, problem: 'foreign' });
    expect(
      edit((x) => {
        x.version = 2;
      }),
    ).toEqual({ ok: false, problem: 'newerVersion' });
    expect(
      edit((x) => {
        x.flows = [];
      }),
    ).toEqual({ ok: false, problem: 'malformed', where: 'flows' });
    expect(
      edit((x) => {
        delete x.flows[0].steps[2].event.type;
      }),
    ).toEqual({ ok: false, problem: 'malformed', where: 'flows[0].steps[2].event' });
    expect(
      edit((x) => {
        x.flows[0].steps[1].taken = 'all';
      }),
    ).toEqual({ ok: false, problem: 'malformed', where: 'flows[0].steps[1].taken' });
    expect(
      edit((x) => {
        x.flows[0].status = 'weird';
      }),
    ).toEqual({ ok: false, problem: 'malformed', where: 'flows[0].status' });
    expect(
      edit((x) => {
        x.app = null;
      }),
    ).toEqual({ ok: false, problem: 'malformed', where: 'app' });
  });

  test('property: no text and no JSON value makes the import throw, and only a trace is accepted', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const r = parseTrace(text);
        expect(r.ok).toBe(false);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (flows, app) => {
        expect(parseTrace(JSON.stringify({ format: TRACE_FORMAT, version: 1, app, exportedAt: 'x', flows })).ok).toBe(
          false,
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('replay', () => {
  test('steps forward and back against the machine and says where a trace leaves the machine’s path', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const flow = exportTrace([await recordFlow(withdrawMachine, {}, WITHDRAWAL)]).flows[0];
    for (const i of [5, 2, 4, 0, 3]) {
      const frame = await replayTo(withdrawMachine, flow, i);
      expect(frame).toMatchObject({
        index: i,
        value: flow.steps[i].state,
        matches: true,
        divergedAt: null,
        failure: null,
      });
    }
    expect((await replayTo(withdrawMachine, flow, 99)).index).toBe(5);
    // A trace whose recorded state does not follow from its events is flagged at that step.
    const edited = { ...flow, steps: flow.steps.map((s, i) => (i === 2 ? { ...s, state: 'needCard' } : s)) };
    expect(await replayTo(withdrawMachine, edited, 5)).toMatchObject({ matches: false, divergedAt: 2, value: 'done' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
