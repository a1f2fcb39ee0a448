/** @jest-environment node */
import { BLOCK_CHOICES, playBlockMachine } from '../../machines/playBlockMachine';
import { coverPaths, startMachine } from '../support/machinePaths';

const ACTORS = ['quoteBlock', 'takeBlock'] as const;
const ACTIONS = ['endSession'] as const;
const start = () => startMachine(playBlockMachine, { actorIds: ACTORS, actionIds: ACTIONS });

describe('time-out and exclusion machine', () => {
  test('the end is quoted before the one confirmation; confirming applies once and ends the session', async () => {
    const h = start();
    await h.play({ type: 'choice.pick', kind: 'timeout', period: '7d' } as never);
    expect(h.calls.quoteBlock).toEqual([{ kind: 'timeout', period: '7d' }]);
    expect(h.calls.takeBlock).toHaveLength(0);
    await h.settle('quoteBlock', true, { until: '2026-12-08 12:00:00' });
    expect(h.snap().value).toBe('confirming');
    expect(h.snap().context.until).toBe('2026-12-08 12:00:00');
    await h.play({ type: 'block.confirm' });
    await h.play({ type: 'block.confirm' });
    expect(h.calls.takeBlock).toEqual([{ kind: 'timeout', period: '7d', until: '2026-12-08 12:00:00' }]);
    await h.settle('takeBlock', true, { until: '2026-12-08 12:00:01', message: 'Time-out until 2026-12-08 12:00:01' });
    expect(h.snap().status).toBe('done');
    expect(h.actions).toEqual([
      { type: 'endSession', params: { until: '2026-12-08 12:00:01', message: 'Time-out until 2026-12-08 12:00:01' } },
    ]);
  });

  test('going back sends nothing; a refusal keeps the confirmation and does not log out', async () => {
    const h = start();
    await h.play({ type: 'choice.pick', kind: 'exclusion', period: '1y' } as never);
    await h.settle('quoteBlock', true, { until: '2027-12-01 12:00:00' });
    await h.play({ type: 'choice.back' });
    expect(h.snap().value).toBe('choosing');
    expect(h.calls.takeBlock).toHaveLength(0);
    await h.play({ type: 'choice.pick', kind: 'exclusion', period: '2y' } as never);
    await h.settle('quoteBlock', true, { until: '2028-12-01 12:00:00' });
    await h.play({ type: 'block.confirm' });
    await h.settle('takeBlock', false, new TypeError('offline'));
    expect(h.snap().value).toBe('confirming');
    expect(h.snap().context.errorCode).toBe('network');
    expect(h.actions).toHaveLength(0);
  });

  test('the lengths offered are the ones the platform takes', () => {
    expect(BLOCK_CHOICES).toEqual({ timeout: ['24h', '7d', '30d', '6w'], exclusion: ['6m', '1y', '2y', '5y'] });
  });
});

describe('time-out and exclusion machine paths', () => {
  test('every state reached and every transition taken by the generated paths', async () => {
    const r = await coverPaths(playBlockMachine, {
      actorIds: ACTORS,
      actionIds: ACTIONS,
      inputs: [undefined],
      events: [
        { type: 'choice.pick', kind: 'timeout', period: '24h' },
        { type: 'choice.back' },
        { type: 'block.confirm' },
        { type: 'xstate.done.actor.quoteBlock', output: { until: '2026-12-02 12:00:00' } },
        { type: 'xstate.error.actor.quoteBlock', error: { code: 422 } },
        { type: 'xstate.done.actor.takeBlock', output: { until: '2026-12-02 12:00:00' } },
        { type: 'xstate.error.actor.takeBlock', error: { code: 500 } },
      ],
      serializeState: (s) => JSON.stringify([s.value, s.context]),
    });
    expect(r.replays).toBeGreaterThan(10);
    expect(r.visited).toEqual(r.allStates);
    expect(r.taken).toEqual(r.allTransitions);
  });
});
