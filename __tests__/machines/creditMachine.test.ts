/** @jest-environment node */
import { creditMachine } from '../../machines/creditMachine';
import { validateAccountName, validateBorrow, validateRepay } from '../../machines/creditRules';
import { coverPaths, startMachine } from '../support/machinePaths';
import { INTENT_KEY } from '@/lib/intentKey';

/** An intent's key as the flow makes it: a UUID v4 (lib/intentKey). */
const KEY = expect.stringMatching(INTENT_KEY);

const ACTORS = ['lookUp', 'borrow', 'repay'] as const;
const start = (input: object = {}) => startMachine(creditMachine, { actorIds: ACTORS, input });
const FREE = { limit: '3000.00', used: '0.00', pending: false, waiting: false, balance: '13918.00' };
const OWING = { ...FREE, used: '500.00' };
const FORM = { name: 'member01', realname: '张三', amount: '500', days: '7' };

describe('credit rules', () => {
  test('account names', () => {
    expect(validateAccountName('member01')).toBeNull();
    expect(validateAccountName('')).toBe('required');
    expect(validateAccountName('a b')).toBe('format');
    expect(validateAccountName('<script>')).toBe('format');
  });

  test('borrow: real name, amount within the limit, 1–30 days, one loan at a time', () => {
    expect(validateBorrow(FORM, FREE)).toEqual({});
    expect(validateBorrow({ ...FORM, amount: '3000.00' }, FREE)).toEqual({});
    expect(validateBorrow({ ...FORM, amount: '3000.01' }, FREE)).toEqual({ amount: 'overLimit' });
    expect(validateBorrow({ ...FORM, amount: '0' }, FREE)).toEqual({ amount: 'invalid' });
    expect(validateBorrow({ ...FORM, amount: '1.234' }, FREE)).toEqual({ amount: 'invalid' });
    expect(validateBorrow({ ...FORM, amount: '' }, FREE)).toEqual({ amount: 'required' });
    expect(validateBorrow({ ...FORM, days: '0' }, FREE)).toEqual({ days: 'range' });
    expect(validateBorrow({ ...FORM, days: '31' }, FREE)).toEqual({ days: 'range' });
    expect(validateBorrow({ ...FORM, days: '30' }, FREE)).toEqual({});
    expect(validateBorrow({ ...FORM, realname: ' ' }, FREE)).toEqual({ realname: 'required' });
    expect(validateBorrow(FORM, OWING)).toEqual({ loan: 'outstanding' });
    expect(validateBorrow(FORM, { ...FREE, pending: true })).toEqual({ loan: 'pending' });
    expect(validateBorrow(FORM, { ...FREE, waiting: true })).toEqual({ loan: 'wait' });
  });

  test('repay: something owed, in full, from a wallet that holds it', () => {
    expect(validateRepay(FORM, OWING)).toEqual({});
    expect(validateRepay(FORM, FREE)).toEqual({ repay: 'nothingOwed' });
    expect(validateRepay(FORM, { ...OWING, balance: '499.99' })).toEqual({ repay: 'overBalance' });
    expect(validateRepay(FORM, { ...OWING, balance: null })).toEqual({});
  });
});

describe('credit machine', () => {
  test('a member’s own account is looked up at once; borrow sends once and waits for review', async () => {
    const h = start({ name: 'member01', realname: '张三' });
    expect(h.snap().value).toBe('lookingUp');
    expect(h.calls.lookUp).toEqual([{ name: 'member01' }]);
    await h.settle('lookUp', true, null);
    expect(h.snap().value).toBe('ready');
    expect(h.snap().context.account).toBe('member01');
    await h.play({ type: 'amount.change', value: '800' } as never);
    await h.play({ type: 'days.change', value: '10' } as never);
    await h.play({ type: 'borrow.submit', facts: FREE } as never);
    await h.play({ type: 'borrow.submit', facts: FREE } as never);
    expect(h.snap().hasTag('busy')).toBe(true);
    expect(h.calls.borrow).toEqual([{ name: 'member01', realname: '张三', amount: '800', days: 10, intentKey: KEY }]);
    await h.settle('borrow', true, {});
    expect(h.snap().value).toBe('borrowed');
    expect(h.snap().context.amount).toBe('');
    await h.play({ type: 'flow.restart' });
    expect(h.snap().value).toBe('lookingUp');
  });

  test('a visitor types an account; a refused query says so and keeps it', async () => {
    const h = start();
    expect(h.snap().value).toBe('account');
    await h.play({ type: 'account.submit' });
    expect(h.snap().context.fieldErrors).toEqual({ name: 'required' });
    await h.play({ type: 'name.change', value: 'nobody99' } as never);
    await h.play({ type: 'account.submit' });
    await h.settle('lookUp', false, { code: 400 });
    expect(h.snap().value).toBe('account');
    expect(h.snap().context).toMatchObject({ name: 'nobody99', account: null, errorCode: 400, errorAt: 'lookup' });
  });

  test('a refused loan keeps what was typed; the rules are checked on the device first', async () => {
    const h = start({ name: 'member01', draft: { name: 'member01', realname: '张三', amount: '900', days: '5' } });
    await h.settle('lookUp', true, null);
    expect(h.snap().context).toMatchObject({ amount: '900', days: '5', realname: '张三' });
    await h.play({ type: 'borrow.submit', facts: OWING } as never);
    expect(h.snap().context.fieldErrors).toEqual({ loan: 'outstanding' });
    expect(h.calls.borrow).toEqual([]);
    await h.play({ type: 'borrow.submit', facts: FREE } as never);
    await h.settle('borrow', false, { code: 400 });
    expect(h.snap().value).toBe('ready');
    expect(h.snap().context).toMatchObject({ amount: '900', days: '5', errorCode: 400, errorAt: 'borrow' });
  });

  test('repay in full: the owed amount is sent once, then a new lookup', async () => {
    const h = start({ name: 'member01', realname: '张三' });
    await h.settle('lookUp', true, null);
    await h.play({ type: 'repay.submit', facts: { ...OWING, balance: '10' } } as never);
    expect(h.snap().context.fieldErrors).toEqual({ repay: 'overBalance' });
    await h.play({ type: 'repay.submit', facts: OWING } as never);
    await h.play({ type: 'repay.submit', facts: OWING } as never);
    expect(h.calls.repay).toEqual([{ name: 'member01', realname: '张三', amount: '500.00', intentKey: KEY }]);
    await h.settle('repay', true, {});
    // The account is read again before anything is said of the minute before a new loan.
    expect(h.snap().value).toEqual({ repaid: 'rereading' });
    expect(h.calls.lookUp).toEqual([{ name: 'member01' }, { name: 'member01' }]);
    expect(h.snap().context.repayAmount).toBe('500.00');
    await h.settle('lookUp', true, null);
    expect(h.snap().value).toEqual({ repaid: 'known' });
    await h.play({ type: 'flow.restart' });
    expect(h.snap().value).toBe('lookingUp');
  });

  test('repaid, but the account cannot be read again: said so, without a countdown', async () => {
    const h = start({ name: 'member01', realname: '张三' });
    await h.settle('lookUp', true, null);
    await h.play({ type: 'repay.submit', facts: OWING } as never);
    await h.settle('repay', true, {});
    await h.settle('lookUp', false, { code: 500 });
    expect(h.snap().value).toEqual({ repaid: 'unread' });
    expect(h.snap().matches('repaid')).toBe(true);
  });
});

describe('credit machine paths', () => {
  test('every state reached and every transition taken by the generated paths', async () => {
    const events = [
      { type: 'name.change', value: 'member01' },
      { type: 'name.change', value: '' },
      { type: 'account.submit' },
      { type: 'account.refresh' },
      { type: 'xstate.done.actor.lookUp', output: null },
      { type: 'xstate.error.actor.lookUp', error: { code: 400 } },
      { type: 'realname.change', value: '张三' },
      { type: 'amount.change', value: '500' },
      { type: 'days.change', value: '7' },
      { type: 'borrow.submit', facts: FREE },
      { type: 'repay.submit', facts: OWING },
      { type: 'xstate.done.actor.borrow', output: {} },
      { type: 'xstate.error.actor.borrow', error: { code: 400 } },
      { type: 'xstate.done.actor.repay', output: {} },
      { type: 'xstate.error.actor.repay', error: { code: 500 } },
      { type: 'flow.restart' },
    ];
    const r = await coverPaths(creditMachine, {
      actorIds: ACTORS,
      inputs: [{}, { name: 'member01' }],
      events,
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.name,
          s.context.account,
          s.context.realname,
          s.context.amount,
          s.context.days,
          Object.keys(s.context.fieldErrors)
            .filter((k) => s.context.fieldErrors[k])
            .sort(),
          s.context.errorCode,
          s.context.errorAt,
          s.context.repayAmount,
        ]),
    });
    expect(r.replays).toBeGreaterThan(50);
    expect(r.visited).toEqual(r.allStates);
    expect(r.taken).toEqual(r.allTransitions);
  }, 180_000);
});
