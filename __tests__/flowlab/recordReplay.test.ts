/** @jest-environment node */
import { getShortestPaths } from 'xstate/graph';
import type { AnyStateMachine } from 'xstate';
import { startTraceRecorder, exportTrace } from '@/flow/traceRecorder';
import { parseTrace } from '@/flow/traceFormat';
import { listMachines } from '@/features/flowlab/machineRegistry';
import { replayTo } from '@/features/flowlab/replay';
import { PATH_SPECS, genericSpec } from './support/pathEvents';
import { recordFlow } from './support/recordFlow';

jest.mock('@/features/flowlab/machineContext', () => jest.requireActual('./support/machineModules'));

let t = 0;
beforeAll(() => startTraceRecorder({ clock: () => (t += 1) }));

const SECRETS = [
  'pass1234',
  'ab12',
  'tok-secret-1',
  'demo-secret-1',
  '135790',
  '246813',
  '622200001111',
  '622202001234',
];

describe('record, export, import and replay: every machine', () => {
  const machines = listMachines();

  test('the lab finds every machine of machines/', () => {
    const ids = machines.map((m) => m.id);
    for (const id of ['login', 'withdraw', 'recharge', 'transferMode', 'gameTransfer', 'mailCompose'])
      expect(ids).toContain(id);
  });

  test.each(machines.map((m) => [m.id, m.machine] as const))(
    '%s: each shortest path, recorded and replayed, reaches the same states',
    async (id, machine: AnyStateMachine) => {
      const spec = PATH_SPECS[id] ?? genericSpec(machine);
      let replayed = 0;
      for (const input of spec.inputs) {
        // Only an invoked actor's own outcome is offered while it runs (an unhandled one would fail the flow).
        const offered = (s: { can: (e: unknown) => boolean }) =>
          spec.events.filter((e) => !e.type.startsWith('xstate.') || s.can(e));
        const paths = getShortestPaths(machine, {
          input,
          events: offered,
          serializeState: (s: { value: unknown; context: unknown }) =>
            JSON.stringify(spec.key ? spec.key(s) : [s.value, s.context]),
        } as never);
        expect(paths.length).toBeGreaterThan(1);
        for (const path of paths) {
          const steps = path.steps.filter((s) => s.event.type !== 'xstate.init');
          const flow = await recordFlow(
            machine,
            input,
            steps.map((s) => s.event as never),
            (i, snap) => expect(snap.value).toEqual(steps[i].state.value),
          );
          expect(flow.machine).toBe(id);
          expect(flow.steps.map((s) => s.state)).toEqual([
            path.steps[0].state.value,
            ...steps.map((s) => s.state.value),
          ]);
          const text = JSON.stringify(exportTrace([flow]));
          // An intent's key is a random UUID the flow made, no secret of the member's, whose hex may hold a
          // planted secret's letters by chance ('ab12'): the keys are set aside before the search.
          const keyless = text.replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/g, '<key>');
          for (const secret of SECRETS) expect(keyless).not.toContain(secret);
          const parsed = parseTrace(text);
          if (!parsed.ok) throw new Error(`${id}: exported trace refused (${parsed.problem} ${parsed.where ?? ''})`);
          const imported = parsed.trace.flows[0];
          const frame = await replayTo(machine, imported, imported.steps.length - 1);
          expect({ id, failure: frame.failure, divergedAt: frame.divergedAt }).toEqual({
            id,
            failure: null,
            divergedAt: null,
          });
          expect(frame.value).toEqual(path.state.value);
          replayed += 1;
        }
      }
      expect(replayed).toBeGreaterThan(1);
    },
    120_000,
  );
});
