/** @jest-environment node */
import {
  classifyTransfer,
  gameTransferMachine,
  validateTransfer,
  toTransferRequest,
} from '../../machines/gameTransferMachine';
import { coverPaths, startMachine } from '../support/machinePaths';
import { INTENT_KEY } from '@/lib/intentKey';

/** An intent's key as the flow makes it: a UUID v4 (lib/intentKey). */
const KEY = expect.stringMatching(INTENT_KEY);

const ACTORS = ['transfer', 'reloadWallets'] as const;
const ACTIONS = ['applyLocal'] as const;
const start = (input = {}) => startMachine(gameTransferMachine, { actorIds: ACTORS, actionIds: ACTIONS, input });

async function fill(h: ReturnType<typeof start>, from: string, to: string, amount: string) {
  await h.play({ type: 'from.select', wallet: from } as never);
  await h.play({ type: 'to.select', wallet: to } as never);
  await h.play({ type: 'amount.change', value: amount } as never);
}

describe('game transfer rules', () => {
  test('only platform wallet → game and game → main are transfers', () => {
    expect(classifyTransfer('money', 'AG')).toBe('deposit');
    expect(classifyTransfer('fs_money', 'AG')).toBe('deposit');
    expect(classifyTransfer('AG', 'money')).toBe('withdraw');
    expect(classifyTransfer('money', 'fs_money')).toBeNull();
    expect(classifyTransfer('fs_money', 'money')).toBeNull();
    expect(classifyTransfer('AG', 'BBIN')).toBeNull();
    expect(classifyTransfer('AG', 'fs_money')).toBeNull();
    expect(classifyTransfer('AG', 'AG')).toBeNull();
  });

  test('whole units only, never more than the source holds', () => {
    const c = { from: 'money', to: 'AG', amount: '100' };
    expect(validateTransfer(c, '100.99')).toBeNull();
    expect(validateTransfer({ ...c, amount: '101' }, '100.99')).toBe('overBalance');
    expect(validateTransfer({ ...c, amount: '10.5' }, '100')).toBe('wholeUnits');
    expect(validateTransfer({ ...c, amount: '0' }, '100')).toBe('wholeUnits');
    expect(validateTransfer({ ...c, amount: '' }, '100')).toBe('amountRequired');
    expect(validateTransfer({ ...c, to: '' }, '100')).toBe('walletRequired');
    expect(validateTransfer({ ...c, to: 'fs_money' }, '100')).toBe('betweenWallets');
    expect(validateTransfer(c, null)).toBe('overBalance');
    expect(validateTransfer({ ...c, amount: '99999999999999999999' }, '99999999999999999999.00')).toBeNull();
  });

  test('requests name the game wallet and the source wallet', () => {
    expect(toTransferRequest({ from: 'fs_money', to: 'AG', amount: '007' })).toEqual({
      kind: 'deposit',
      apiCode: 'AG',
      amount: '7',
      moneyType: 'fs_money',
    });
    expect(toTransferRequest({ from: 'BBIN', to: 'money', amount: '5' })).toEqual({
      kind: 'withdraw',
      apiCode: 'BBIN',
      amount: '5',
      moneyType: 'money',
    });
  });
});

describe('game transfer machine', () => {
  test('main ↔ rebate is refused on the device with the between-wallets reason and nothing is sent', async () => {
    const h = start();
    await fill(h, 'money', 'fs_money', '10');
    await h.play({ type: 'form.submit', available: '500' } as never);
    expect(h.snap().context.fieldError).toBe('betweenWallets');
    expect(h.calls.transfer).toHaveLength(0);
  });

  test('a deposit is sent once, applied locally, reconciled, and the amount cleared', async () => {
    const h = start();
    await fill(h, 'money', 'AG', '100');
    await h.play({ type: 'form.submit', available: '1000.00' } as never);
    await h.play({ type: 'form.submit', available: '1000.00' } as never);
    await h.play({ type: 'amount.change', value: '5' } as never);
    expect(h.snap().hasTag('busy')).toBe(true);
    expect(h.calls.transfer).toEqual([
      { kind: 'deposit', apiCode: 'AG', amount: '100', moneyType: 'money', intentKey: KEY },
    ]);
    await h.settle('transfer', true, { money: '100.00' });
    expect(h.actions).toEqual([
      { type: 'applyLocal', params: { kind: 'deposit', apiCode: 'AG', amount: '100', moneyType: 'money' } },
    ]);
    expect(h.snap().value).toBe('reconciling');
    await h.settle('reloadWallets', true, {});
    expect(h.snap().value).toBe('editing');
    expect(h.snap().context).toMatchObject({ amount: '', from: 'money', to: 'AG', done: { kind: 'deposit' } });
  });

  test('a time-out keeps the amount, applies nothing locally and reconciles with the platform', async () => {
    const h = start({ from: 'AG', to: 'money', amount: '30' });
    await h.play({ type: 'form.submit', available: '30.00' } as never);
    await h.settle('transfer', false, new Error('timeout'));
    expect(h.actions).toHaveLength(0);
    await h.settle('reloadWallets', true, {});
    expect(h.snap().context).toMatchObject({ amount: '30', errorCode: 'network', done: null });
    expect(h.calls.transfer).toHaveLength(1);
  });
});

describe('game transfer machine paths', () => {
  test('every state reached and every transition taken by the generated paths', async () => {
    const events = [
      { type: 'from.select', wallet: 'money' },
      { type: 'from.select', wallet: 'fs_money' },
      { type: 'to.select', wallet: 'AG' },
      { type: 'amount.change', value: '10' },
      { type: 'amount.change', value: '1.5' },
      { type: 'form.submit', available: '100.00' },
      { type: 'form.submit', available: null },
      { type: 'xstate.done.actor.transfer', output: {} },
      { type: 'xstate.error.actor.transfer', error: { code: 400 } },
      { type: 'xstate.done.actor.reloadWallets', output: {} },
      { type: 'xstate.error.actor.reloadWallets', error: { code: 500 } },
    ];
    const r = await coverPaths(gameTransferMachine, {
      actorIds: ACTORS,
      actionIds: ACTIONS,
      inputs: [{}],
      events,
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.from,
          s.context.to,
          s.context.amount,
          s.context.fieldError,
          s.context.errorCode,
          !!s.context.done,
        ]),
    });
    expect(r.replays).toBeGreaterThan(20);
    expect(r.visited).toEqual(r.allStates);
    expect(r.taken).toEqual(r.allTransitions);
  }, 60_000);
});
