/** @jest-environment node */
import { limitChangeMachine, validateLimitAmount } from '../../machines/limitChangeMachine';
import { coverPaths, startMachine } from '../support/machinePaths';

const ACTORS = ['saveLimit', 'confirmLimit'] as const;
const start = () => startMachine(limitChangeMachine, { actorIds: ACTORS });

describe('limit change machine', () => {
  test('a lower limit is sent once with what was typed and applies at once', async () => {
    const h = start();
    await h.play({ type: 'limit.edit', kind: 'loss', period: 'week', amount: '500.00' } as never);
    await h.play({ type: 'amount.change', value: ' 200.5 ' } as never);
    await h.play({ type: 'form.submit' });
    await h.play({ type: 'form.submit' });
    expect(h.snap().hasTag('busy')).toBe(true);
    expect(h.calls.saveLimit).toEqual([{ kind: 'loss', period: 'week', amount: '200.5' }]);
    await h.settle('saveLimit', true, { applied: true, appliesAt: null });
    expect(h.snap().value).toBe('applied');
  });

  test('a raise waits: the flow keeps the date the platform gave', async () => {
    const h = start();
    await h.play({ type: 'limit.edit', kind: 'deposit', period: 'day', amount: '100.00' } as never);
    await h.play({ type: 'amount.change', value: '900' } as never);
    await h.play({ type: 'form.submit' });
    await h.settle('saveLimit', true, { applied: false, appliesAt: '2026-12-02 12:00:00' });
    expect(h.snap().value).toBe('waiting');
    expect(h.snap().context.appliesAt).toBe('2026-12-02 12:00:00');
    await h.play({ type: 'result.dismiss' });
    expect(h.snap().value).toBe('idle');
  });

  test('a bad amount is not sent; a refusal keeps the form and its code', async () => {
    const h = start();
    await h.play({ type: 'limit.edit', kind: 'deposit', period: 'day', amount: '' } as never);
    await h.play({ type: 'amount.change', value: '0' } as never);
    await h.play({ type: 'form.submit' });
    expect(h.snap().context.fieldError).toBe('zero');
    expect(h.calls.saveLimit).toHaveLength(0);
    await h.play({ type: 'amount.change', value: '50' } as never);
    expect(h.snap().context.fieldError).toBeNull();
    await h.play({ type: 'form.submit' });
    await h.settle('saveLimit', false, { code: 422 });
    expect(h.snap().value).toBe('editing');
    expect(h.snap().context).toMatchObject({ amount: '50', errorCode: 422 });
  });

  test('confirming a waiting change sends its window once; too early leaves the limits as they were', async () => {
    const h = start();
    await h.play({ type: 'pending.confirm', kind: 'loss', period: 'month' } as never);
    expect(h.calls.confirmLimit).toEqual([{ kind: 'loss', period: 'month' }]);
    await h.settle('confirmLimit', false, { code: 400 });
    expect(h.snap().value).toBe('idle');
    expect(h.snap().context.errorCode).toBe(400);
  });

  test('amount rules: empty removes, junk and zero are refused', () => {
    expect(validateLimitAmount('')).toBeNull();
    expect(validateLimitAmount('1,000.25')).toBeNull();
    expect(validateLimitAmount('1.234')).toBe('invalid');
    expect(validateLimitAmount('-5')).toBe('invalid');
    expect(validateLimitAmount('0.00')).toBe('zero');
  });
});

describe('limit change machine paths', () => {
  test('every state reached and every transition taken by the generated paths', async () => {
    const r = await coverPaths(limitChangeMachine, {
      actorIds: ACTORS,
      inputs: [undefined],
      events: [
        { type: 'limit.edit', kind: 'deposit', period: 'day', amount: '100.00' },
        { type: 'amount.change', value: '0' },
        { type: 'amount.change', value: '50' },
        { type: 'form.submit' },
        { type: 'edit.cancel' },
        { type: 'pending.confirm', kind: 'deposit', period: 'day' },
        { type: 'result.dismiss' },
        { type: 'xstate.done.actor.saveLimit', output: { applied: true, appliesAt: null } },
        { type: 'xstate.done.actor.saveLimit', output: { applied: false, appliesAt: '2026-12-02 12:00:00' } },
        { type: 'xstate.error.actor.saveLimit', error: { code: 400 } },
        { type: 'xstate.done.actor.confirmLimit', output: {} },
        { type: 'xstate.error.actor.confirmLimit', error: { code: 400 } },
      ],
      serializeState: (s) => JSON.stringify([s.value, s.context]),
    });
    expect(r.replays).toBeGreaterThan(20);
    expect(r.visited).toEqual(r.allStates);
    expect(r.taken).toEqual(r.allTransitions);
  });
});
