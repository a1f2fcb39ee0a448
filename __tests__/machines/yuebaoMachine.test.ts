/** @jest-environment node */
import { validateBuyAmount, yuebaoMachine } from '../../machines/yuebaoMachine';
import { coverPaths, startMachine } from '../support/machinePaths';
import { INTENT_KEY } from '@/lib/intentKey';

/** An intent's key as the flow makes it: a UUID v4 (lib/intentKey). */
const KEY = expect.stringMatching(INTENT_KEY);

const ACTORS = ['buyPlan', 'redeemPlan'] as const;
const start = (draft?: object) => startMachine(yuebaoMachine, { actorIds: ACTORS, input: { draft } });
const ROOM = { remaining: '1000.00', capLeft: null, balance: '500.00' };

describe('Yuebao purchase rules', () => {
  test('a whole multiple of 10, at least 10', () => {
    expect(validateBuyAmount('10', ROOM)).toBeNull();
    expect(validateBuyAmount('500', ROOM)).toBeNull();
    for (const bad of ['5', '15', '10.0', '10.5', '0', '00', '010', '1e3', '100.'])
      expect(validateBuyAmount(bad, ROOM)).toBe('notTen');
    expect(validateBuyAmount('', ROOM)).toBe('required');
    expect(validateBuyAmount('  ', ROOM)).toBe('required');
  });

  test('sold out and the personal cap come before anything typed; then what is left, the cap, the wallet', () => {
    expect(validateBuyAmount('', { ...ROOM, remaining: '9.99' })).toBe('soldOut');
    expect(validateBuyAmount('100', { ...ROOM, remaining: '0.00' })).toBe('soldOut');
    expect(validateBuyAmount('', { ...ROOM, capLeft: '5.00' })).toBe('capReached');
    expect(validateBuyAmount('1010', { ...ROOM, balance: '9999' })).toBe('overRemaining');
    expect(validateBuyAmount('1000', { ...ROOM, balance: '9999' })).toBeNull();
    expect(validateBuyAmount('60', { ...ROOM, capLeft: '50.00' })).toBe('overCap');
    expect(validateBuyAmount('50', { ...ROOM, capLeft: '50.00' })).toBeNull();
    expect(validateBuyAmount('510', ROOM)).toBe('overBalance');
    expect(validateBuyAmount('500', { ...ROOM, balance: '499.99' })).toBe('overBalance');
  });
});

describe('Yuebao machine', () => {
  test('choose a plan, type, buy once; a refusal keeps the amount', async () => {
    const h = start();
    expect(h.snap().value).toBe('browsing');
    await h.play({ type: 'plan.select', planId: 3 } as never);
    expect(h.snap().value).toBe('choosing');
    await h.play({ type: 'amount.change', value: '15' } as never);
    await h.play({ type: 'buy.submit', room: ROOM } as never);
    expect(h.snap().context.fieldErrors).toEqual({ amount: 'notTen' });
    expect(h.calls.buyPlan).toEqual([]);
    await h.play({ type: 'amount.change', value: '100' } as never);
    expect(h.snap().context.fieldErrors).toEqual({});
    await h.play({ type: 'buy.submit', room: ROOM } as never);
    // A second submit while the first is with the platform is not even heard.
    await h.play({ type: 'buy.submit', room: ROOM } as never);
    expect(h.snap().hasTag('busy')).toBe(true);
    expect(h.calls.buyPlan).toEqual([{ planId: 3, amount: '100', intentKey: KEY }]);
    await h.settle('buyPlan', false, { code: 500 });
    expect(h.snap().value).toBe('choosing');
    expect(h.snap().context).toMatchObject({ planId: 3, amount: '100', errorCode: 500, errorAt: 'buy' });
    await h.play({ type: 'buy.submit', room: ROOM } as never);
    await h.settle('buyPlan', true, { message: 'ok' });
    expect(h.snap().value).toBe('bought');
    expect(h.snap().context).toMatchObject({ bought: { planId: 3, amount: '100' }, planId: null, amount: '' });
    expect(h.calls.buyPlan).toHaveLength(2);
    await h.play({ type: 'flow.dismiss' });
    expect(h.snap().value).toBe('browsing');
  });

  test('a network failure (no answer) is kept as such', async () => {
    const h = start();
    await h.play({ type: 'plan.select', planId: 1 } as never);
    await h.play({ type: 'amount.change', value: '20' } as never);
    await h.play({ type: 'buy.submit', room: ROOM } as never);
    await h.settle('buyPlan', false, {});
    expect(h.snap().context).toMatchObject({ errorCode: 'network', amount: '20' });
  });

  test('back from a re-login, the purchase form opens again with the amount', async () => {
    const h = start({ planId: 9, amount: '300' });
    expect(h.snap().value).toBe('choosing');
    expect(h.snap().context).toMatchObject({ planId: 9, amount: '300' });
    await h.play({ type: 'plan.select', planId: 9 } as never);
    expect(h.snap().context.amount).toBe('300');
  });

  test('another plan starts empty; cancel forgets the plan', async () => {
    const h = start({ planId: 9, amount: '300' });
    await h.play({ type: 'buy.cancel' });
    expect(h.snap().context).toMatchObject({ planId: null, amount: '' });
    await h.play({ type: 'plan.select', planId: 2 } as never);
    expect(h.snap().context.amount).toBe('');
  });

  test('redeem asks first, sends once, and a refusal leaves the purchase as it was', async () => {
    const h = start();
    await h.play({ type: 'redeem.request', recordId: 41 } as never);
    expect(h.snap().value).toBe('confirmingRedeem');
    await h.play({ type: 'redeem.cancel' });
    expect(h.snap().context.recordId).toBeNull();
    expect(h.calls.redeemPlan).toEqual([]);
    await h.play({ type: 'redeem.request', recordId: 41 } as never);
    await h.play({ type: 'redeem.confirm' });
    await h.play({ type: 'redeem.confirm' });
    expect(h.snap().value).toBe('redeeming');
    expect(h.calls.redeemPlan).toEqual([{ recordId: 41, intentKey: KEY }]);
    await h.settle('redeemPlan', false, { code: 400 });
    expect(h.snap().value).toBe('browsing');
    expect(h.snap().context).toMatchObject({ recordId: 41, errorCode: 400, errorAt: 'redeem' });
    await h.play({ type: 'redeem.request', recordId: 41 } as never);
    expect(h.snap().context.errorCode).toBeNull();
    await h.play({ type: 'redeem.confirm' });
    await h.settle('redeemPlan', true, { money: 5025, message: 'ok' });
    expect(h.snap().value).toBe('redeemed');
    await h.play({ type: 'flow.dismiss' });
    expect(h.snap().context.recordId).toBeNull();
  });
});

describe('Yuebao machine paths', () => {
  test('every state reached and every transition taken by the generated paths', async () => {
    const events = [
      { type: 'plan.select', planId: 1 },
      { type: 'plan.select', planId: 2 },
      { type: 'amount.change', value: '100' },
      { type: 'amount.change', value: '15' },
      { type: 'buy.submit', room: ROOM },
      { type: 'buy.cancel' },
      { type: 'xstate.done.actor.buyPlan', output: {} },
      { type: 'xstate.error.actor.buyPlan', error: { code: 500 } },
      { type: 'redeem.request', recordId: 7 },
      { type: 'redeem.confirm' },
      { type: 'redeem.cancel' },
      { type: 'xstate.done.actor.redeemPlan', output: {} },
      { type: 'xstate.error.actor.redeemPlan', error: { code: 400 } },
      { type: 'flow.dismiss' },
    ];
    const r = await coverPaths(yuebaoMachine, {
      actorIds: ACTORS,
      inputs: [{}, { draft: { planId: 1, amount: '50' } }],
      events,
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.planId,
          s.context.amount,
          s.context.fieldErrors.amount ?? null,
          s.context.errorCode,
          s.context.errorAt,
          s.context.recordId,
          !!s.context.bought,
        ]),
    });
    expect(r.replays).toBeGreaterThan(50);
    expect(r.visited).toEqual(r.allStates);
    expect(r.taken).toEqual(r.allTransitions);
  }, 120_000);
});
