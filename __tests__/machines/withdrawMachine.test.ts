/** @jest-environment node */
import { withdrawMachine } from '../../machines/withdrawMachine';
import { validateNewQkPwd, validateRealname, validateWithdrawAmount } from '../../machines/withdrawRules';
import { coverPaths, startMachine } from '../support/machinePaths';
import { INTENT_KEY } from '@/lib/intentKey';

/** An intent's key as the flow makes it: a UUID v4 (lib/intentKey). */
const KEY = expect.stringMatching(INTENT_KEY);

const ACTORS = ['loadPrerequisites', 'saveRealname', 'setQkPwd', 'addCard', 'submitWithdrawal'] as const;
const start = (draft?: object) => startMachine(withdrawMachine, { actorIds: ACTORS, input: { draft } });
const READY = { hasRealname: true, hasQkPwd: true, defaultCardId: 7 };
const LIMITS = { min: 100, max: 50000, available: '13918.00' };
const CARD = { bank_type: 'ICBC', card_no: '6222000011112222', owner_name: '张三' };

describe('withdrawal rules', () => {
  test('amount inside min/max and the balance, at most two decimals', () => {
    expect(validateWithdrawAmount('100', LIMITS)).toBeNull();
    expect(validateWithdrawAmount('99.99', LIMITS)).toBe('belowMin');
    expect(validateWithdrawAmount('50000.01', { ...LIMITS, available: '99999' })).toBe('aboveMax');
    expect(validateWithdrawAmount('13918.01', LIMITS)).toBe('overBalance');
    expect(validateWithdrawAmount('13918', LIMITS)).toBeNull();
    expect(validateWithdrawAmount('1.234', LIMITS)).toBe('invalid');
    expect(validateWithdrawAmount('0', LIMITS)).toBe('invalid');
    expect(validateWithdrawAmount(' ', LIMITS)).toBe('required');
  });

  test('real name 2–20 characters; new withdrawal password six digits typed twice', () => {
    expect(validateRealname('张三')).toBeNull();
    expect(validateRealname('张')).toBe('length');
    expect(validateRealname('')).toBe('required');
    expect(validateNewQkPwd('123456', '123456')).toBeNull();
    expect(validateNewQkPwd('12345a', '12345a')).toBe('format');
    expect(validateNewQkPwd('123456', '123457')).toBe('mismatch');
  });
});

describe('withdrawal machine', () => {
  test('prerequisites are asked for in order: real name, withdrawal password, card', async () => {
    const h = start();
    await h.settle('loadPrerequisites', true, { hasRealname: false, hasQkPwd: false, defaultCardId: null });
    expect(h.snap().value).toBe('needRealname');
    await h.play({ type: 'realname.submit', realname: ' 新手 ' } as never);
    expect(h.calls.saveRealname).toEqual([{ realname: '新手' }]);
    await h.settle('saveRealname', true, {});
    await h.settle('loadPrerequisites', true, { hasRealname: true, hasQkPwd: false, defaultCardId: null });
    expect(h.snap().value).toBe('needQkPwd');
    await h.play({ type: 'qkPwd.set', pwd: '123456', confirm: '654321' } as never);
    expect(h.snap().context.fieldErrors).toEqual({ qkPwd: 'mismatch' });
    await h.play({ type: 'qkPwd.set', pwd: '123456', confirm: '123456' } as never);
    await h.settle('setQkPwd', true, {});
    await h.settle('loadPrerequisites', true, { hasRealname: true, hasQkPwd: true, defaultCardId: null });
    expect(h.snap().value).toBe('needCard');
    await h.play({ type: 'card.submit', card: CARD } as never);
    expect(h.calls.addCard).toEqual([CARD]);
    await h.settle('addCard', true, { id: 42 });
    await h.settle('loadPrerequisites', true, { hasRealname: true, hasQkPwd: true, defaultCardId: 41 });
    expect(h.snap().value).toBe('form');
    expect(h.snap().context.cardId).toBe(42);
    expect(JSON.stringify(h.snap().context)).not.toContain('123456');
  });

  test('amount, then the passcode sends the withdrawal once; the password is never kept', async () => {
    const h = start();
    await h.settle('loadPrerequisites', true, READY);
    await h.play({ type: 'amount.change', value: '500' } as never);
    await h.play({ type: 'form.submit', limits: LIMITS } as never);
    expect(h.snap().value).toBe('confirming');
    await h.play({ type: 'passcode.submit', pwd: '12345' } as never);
    expect(h.snap().context.fieldErrors).toEqual({ qkPwd: 'format' });
    await h.play({ type: 'passcode.submit', pwd: '123456' } as never);
    await h.play({ type: 'passcode.submit', pwd: '123456' } as never);
    expect(h.snap().hasTag('busy')).toBe(true);
    expect(h.calls.submitWithdrawal).toEqual([{ cardId: 7, amount: '500', pwd: '123456', intentKey: KEY }]);
    expect(JSON.stringify(h.snap().context)).not.toContain('123456');
    await h.settle('submitWithdrawal', true, {});
    expect(h.snap().value).toBe('done');
    expect(h.snap().context.result).toEqual({ amount: '500', cardId: 7 });
    await h.play({ type: 'flow.restart' });
    expect(h.snap().value).toBe('checking');
  });

  test('a refusal keeps card and amount, and a draft comes back after a re-login', async () => {
    const h = start({ cardId: 9, amount: '300' });
    await h.settle('loadPrerequisites', true, READY);
    expect(h.snap().context).toMatchObject({ cardId: 9, amount: '300' });
    await h.play({ type: 'form.submit', limits: LIMITS } as never);
    await h.play({ type: 'passcode.submit', pwd: '000000' } as never);
    await h.settle('submitWithdrawal', false, { code: 400 });
    expect(h.snap().value).toBe('form');
    expect(h.snap().context).toMatchObject({ cardId: 9, amount: '300', errorCode: 400 });
  });

  test('over the balance is refused on the device', async () => {
    const h = start();
    await h.settle('loadPrerequisites', true, READY);
    await h.play({ type: 'amount.change', value: '20000' } as never);
    await h.play({ type: 'form.submit', limits: LIMITS } as never);
    expect(h.snap().context.fieldErrors).toEqual({ amount: 'overBalance' });
  });
});

describe('withdrawal machine paths', () => {
  test('every state reached and every transition taken by the generated paths', async () => {
    const pre = (hasRealname: boolean, hasQkPwd: boolean, defaultCardId: number | null) => ({
      type: 'xstate.done.actor.loadPrerequisites',
      output: { hasRealname, hasQkPwd, defaultCardId },
    });
    const events = [
      pre(false, false, null),
      pre(true, false, null),
      pre(true, true, null),
      pre(true, true, 7),
      { type: 'xstate.error.actor.loadPrerequisites', error: { code: 500 } },
      { type: 'check.retry' },
      { type: 'realname.submit', realname: '张三' },
      { type: 'realname.submit', realname: '' },
      { type: 'xstate.done.actor.saveRealname', output: {} },
      { type: 'xstate.error.actor.saveRealname', error: { code: 400 } },
      { type: 'qkPwd.set', pwd: '123456', confirm: '123456' },
      { type: 'qkPwd.set', pwd: '1', confirm: '1' },
      { type: 'xstate.done.actor.setQkPwd', output: {} },
      { type: 'xstate.error.actor.setQkPwd', error: { code: 400 } },
      { type: 'card.submit', card: CARD },
      { type: 'xstate.done.actor.addCard', output: { id: 8 } },
      { type: 'xstate.error.actor.addCard', error: { code: 422 } },
      { type: 'card.select', id: 7 },
      { type: 'amount.change', value: '200' },
      { type: 'amount.change', value: '' },
      { type: 'form.submit', limits: LIMITS },
      { type: 'confirm.cancel' },
      { type: 'passcode.submit', pwd: '123456' },
      { type: 'passcode.submit', pwd: '12' },
      { type: 'xstate.done.actor.submitWithdrawal', output: {} },
      { type: 'xstate.error.actor.submitWithdrawal', error: { code: 400 } },
      { type: 'flow.restart' },
    ];
    const r = await coverPaths(withdrawMachine, {
      actorIds: ACTORS,
      inputs: [{}],
      events,
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.cardId,
          s.context.amount,
          Object.entries(s.context.fieldErrors)
            .filter(([, v]) => v)
            .map(([k]) => k)
            .sort(),
          s.context.errorCode,
          !!s.context.result,
        ]),
    });
    expect(r.replays).toBeGreaterThan(50);
    expect(r.visited).toEqual(r.allStates);
    expect(r.taken).toEqual(r.allTransitions);
  }, 120_000);
});
