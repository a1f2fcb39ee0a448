/** @jest-environment node */
import { rechargeMachine } from '../../machines/rechargeMachine';
import { validateRecharge } from '../../machines/rechargeRules';
import type { RechargeChannel } from '../../machines/rechargeTypes';
import { coverPaths, startMachine } from '../support/machinePaths';
import { rechargeStateKey } from '../support/rechargeStateKey';
import { INTENT_KEY } from '@/lib/intentKey';

/** An intent's key as the flow makes it: a UUID v4 (lib/intentKey). */
const KEY = expect.stringMatching(INTENT_KEY);

const ACTORS = ['submitRecharge', 'uploadPicture'] as const;
const ACTIONS = ['openPayUrl'] as const;
const NOW = '2026-11-22 10:00:00';
const BANK: RechargeChannel = { paymentId: 4, paymentType: 'company_bankpay', kind: 'company', min: 100, max: 100000 };
const ONLINE: RechargeChannel = { paymentId: 1, paymentType: 'online_alipay', kind: 'online', min: 100, max: 50000 };
const start = (draft?: object) =>
  startMachine(rechargeMachine, { actorIds: ACTORS, actionIds: ACTIONS, input: { now: NOW, draft } });

const draft = (over: object = {}) => ({
  channel: BANK,
  amount: '200',
  payerName: '张三',
  payerAccount: '6222',
  hkAt: NOW,
  pic: '',
  ...over,
});

describe('recharge rules', () => {
  test('amounts inside the channel limits; company deposits in whole units', () => {
    expect(validateRecharge(draft())).toEqual({});
    expect(validateRecharge(draft({ amount: '99' }))).toEqual({ amount: 'range' });
    expect(validateRecharge(draft({ amount: '100000' }))).toEqual({});
    expect(validateRecharge(draft({ amount: '100001' }))).toEqual({ amount: 'range' });
    expect(validateRecharge(draft({ amount: '150.5' }))).toEqual({ amount: 'invalid' });
    expect(validateRecharge(draft({ amount: '' }))).toEqual({ amount: 'required' });
    expect(validateRecharge(draft({ channel: ONLINE, amount: '150.55', payerName: '' }))).toEqual({});
    expect(validateRecharge(draft({ channel: ONLINE, amount: '150.555' }))).toEqual({ amount: 'invalid' });
    expect(validateRecharge(draft({ channel: { ...BANK, min: 0, max: 0 }, amount: '1' }))).toEqual({});
  });

  test('company deposits need payer name, account and a remittance time', () => {
    expect(validateRecharge(draft({ payerName: ' ', payerAccount: '', hkAt: '' }))).toEqual({
      payerName: 'required',
      payerAccount: 'required',
      hkAt: 'required',
    });
    expect(validateRecharge(draft({ hkAt: 'yesterday' }))).toEqual({ hkAt: 'invalid' });
  });
});

describe('recharge machine', () => {
  test('company transfer: payee, details, one submit, awaiting review', async () => {
    const h = start();
    expect(h.snap().value).toBe('choosingMethod');
    await h.play({ type: 'method.select', ...BANK } as never);
    expect(h.snap().value).toBe('payee');
    await h.play({ type: 'payee.next' });
    for (const [field, value] of [
      ['amount', '200'],
      ['payerName', '张三'],
      ['payerAccount', '6222'],
    ]) {
      await h.play({ type: 'field.change', field, value } as never);
    }
    await h.play({ type: 'form.submit' });
    await h.play({ type: 'form.submit' });
    expect(h.snap().hasTag('busy')).toBe(true);
    expect(h.calls.submitRecharge).toEqual([{ kind: 'company', ...draft(), intentKey: KEY }]);
    await h.settle('submitRecharge', true, {});
    expect(h.snap().value).toBe('awaitingReview');
    await h.play({ type: 'flow.restart' });
    expect(h.snap().value).toBe('choosingMethod');
    expect(h.snap().context).toMatchObject({ channel: null, amount: '' });
  });

  test('online payment goes to the pay address', async () => {
    const h = start();
    await h.play({ type: 'method.select', ...ONLINE } as never);
    expect(h.snap().value).toEqual({ details: 'ready' });
    await h.play({ type: 'field.change', field: 'amount', value: '300' } as never);
    await h.play({ type: 'form.submit' });
    await h.settle('submitRecharge', true, { payUrl: '/sim/pay/R1' });
    expect(h.snap().value).toBe('paying');
    expect(h.actions).toEqual([{ type: 'openPayUrl', params: { url: '/sim/pay/R1' } }]);
  });

  test('a refusal returns to the form with everything typed', async () => {
    const h = start(draft());
    expect(h.snap().value).toEqual({ details: 'ready' });
    await h.play({ type: 'form.submit' });
    await h.settle('submitRecharge', false, { code: 500 });
    expect(h.snap().value).toEqual({ details: 'ready' });
    expect(h.snap().context).toMatchObject({ amount: '200', payerName: '张三', errorCode: 500 });
  });

  test('an out-of-range amount is refused on the device', async () => {
    const h = start(draft({ amount: '50' }));
    await h.play({ type: 'form.submit' });
    expect(h.snap().context.fieldErrors).toEqual({ amount: 'range' });
    expect(h.calls.submitRecharge).toHaveLength(0);
  });

  test('a receipt upload blocks submitting until it is back, and its address is sent', async () => {
    const h = start(draft());
    await h.play({ type: 'pic.select', file: new Blob(['x']), name: 'r.png' } as never);
    expect(h.snap().hasTag('uploading')).toBe(true);
    await h.play({ type: 'form.submit' });
    expect(h.calls.submitRecharge).toHaveLength(0);
    await h.settle('uploadPicture', true, { url: '/assets/proof-1.png' });
    await h.play({ type: 'form.submit' });
    expect((h.calls.submitRecharge[0] as { pic: string }).pic).toBe('/assets/proof-1.png');
  });
});

describe('recharge machine paths', () => {
  test('every state reached and every transition taken by the generated paths', async () => {
    const events = [
      { type: 'method.select', ...BANK },
      { type: 'method.select', ...ONLINE },
      { type: 'payee.next' },
      { type: 'flow.back' },
      { type: 'flow.restart' },
      { type: 'field.change', field: 'amount', value: '200' },
      { type: 'field.change', field: 'payerName', value: 'A' },
      { type: 'field.change', field: 'payerAccount', value: '1' },
      { type: 'pic.select', file: new Blob(['x']), name: 'r.png' },
      { type: 'pic.remove' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.submitRecharge', output: {} },
      { type: 'xstate.done.actor.submitRecharge', output: { payUrl: '/p' } },
      { type: 'xstate.error.actor.submitRecharge', error: { code: 400 } },
      { type: 'xstate.done.actor.uploadPicture', output: { url: '/assets/a.png' } },
      { type: 'xstate.error.actor.uploadPicture', error: { code: 400 } },
    ];
    const r = await coverPaths(rechargeMachine, {
      actorIds: ACTORS,
      actionIds: ACTIONS,
      inputs: [{ now: NOW }, { now: NOW, draft: draft() }],
      events,
      serializeState: (s) => JSON.stringify(rechargeStateKey(s)),
    });
    expect(r.replays).toBeGreaterThan(50);
    expect(r.visited).toEqual(r.allStates);
    expect(r.taken).toEqual(r.allTransitions);
  }, 120_000);
});
