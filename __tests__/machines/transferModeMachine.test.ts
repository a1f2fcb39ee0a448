/** @jest-environment node */
import { flowErrorCode } from '@/lib/flowError';
import { transferModeMachine } from '../../machines/transferModeMachine';
import { coverPaths, startMachine } from '../support/machinePaths';

const ACTORS = ['changeTrans', 'reloadWallets'] as const;
const ACTIONS = ['applyMode'] as const;
const start = () => startMachine(transferModeMachine, { actorIds: ACTORS, actionIds: ACTIONS });

describe('transfer mode machine', () => {
  test('switching to auto asks for confirmation, sends one request, applies the mode and reloads the wallets', async () => {
    const h = start();
    await h.play({ type: 'mode.toggle', to: 1 } as never);
    expect(h.snap().value).toBe('confirming');
    expect(h.calls.changeTrans).toHaveLength(0);
    await h.play({ type: 'confirm.accept' });
    await h.play({ type: 'confirm.accept' });
    await h.play({ type: 'mode.toggle', to: 0 } as never);
    expect(h.snap().hasTag('busy')).toBe(true);
    expect(h.calls.changeTrans).toEqual([{ status: 1 }]);
    await h.settle('changeTrans', true, {});
    expect(h.actions).toEqual([{ type: 'applyMode', params: { status: 1 } }]);
    expect(h.snap().value).toBe('reloading');
    expect(h.calls.reloadWallets).toHaveLength(1);
    await h.settle('reloadWallets', true, {});
    expect(h.snap().value).toBe('idle');
    expect(h.snap().context).toMatchObject({ switched: 1, errorCode: null, target: null });
  });

  test('cancelling sends nothing', async () => {
    const h = start();
    await h.play({ type: 'mode.toggle', to: 0 } as never);
    await h.play({ type: 'confirm.cancel' });
    expect(h.snap().value).toBe('idle');
    expect(h.calls.changeTrans).toHaveLength(0);
  });

  test('a refusal keeps the old mode (nothing applied) and still reloads the wallets', async () => {
    const h = start();
    await h.play({ type: 'mode.toggle', to: 0 } as never);
    await h.play({ type: 'confirm.accept' });
    await h.settle('changeTrans', false, { code: 400 });
    expect(h.actions).toHaveLength(0);
    expect(h.snap().value).toBe('reloading');
    await h.settle('reloadWallets', false, new Error('down'));
    expect(h.snap().value).toBe('idle');
    expect(h.snap().context).toMatchObject({ errorCode: 400, switched: null });
  });

  test('no answer counts as a network failure', () => {
    expect(flowErrorCode(new TypeError('fetch'))).toBe('network');
    expect(flowErrorCode({ code: 500 })).toBe(500);
  });
});

describe('transfer mode machine paths', () => {
  test('every state reached and every transition taken by the generated paths', async () => {
    const events = [
      { type: 'mode.toggle', to: 1 },
      { type: 'mode.toggle', to: 0 },
      { type: 'confirm.accept' },
      { type: 'confirm.cancel' },
      { type: 'xstate.done.actor.changeTrans', output: {} },
      { type: 'xstate.error.actor.changeTrans', error: { code: 400 } },
      { type: 'xstate.done.actor.reloadWallets', output: {} },
      { type: 'xstate.error.actor.reloadWallets', error: { code: 500 } },
    ];
    const r = await coverPaths(transferModeMachine, {
      actorIds: ACTORS,
      actionIds: ACTIONS,
      inputs: [undefined],
      events,
      serializeState: (s) => JSON.stringify([s.value, s.context]),
    });
    expect(r.replays).toBeGreaterThan(10);
    expect(r.visited).toEqual(r.allStates);
    expect(r.taken).toEqual(r.allTransitions);
  });
});
