/**
 * A money request whose answer is lost (flow/intentSend): on a platform that honours the key the same request
 * goes again by itself, with the same key, after each wait; then waits for the member's 'check again'; and the
 * outcome, when it comes, is what the flow gets. On a platform that does not honour the key, nothing is re-sent.
 */
import { configureStore } from '@reduxjs/toolkit';
import { intentSlice } from '@/state/intentSlice';
import { setIntentsHonoured } from '@/api/intent';
import { checkIntentAgain, RESEND_BACKOFF_MS, sendIntent } from '@/flow/intentSend';
import type { AppDispatch } from '@/state/store';

const store = () => configureStore({ reducer: { intent: intentSlice.reducer } });
const lost = { status: 'TIMEOUT_ERROR' };
const cut = { status: 'FETCH_ERROR' };
const inFlight = { status: 409, message: 'in progress' };
const refused = { status: 400, message: 'Insufficient balance' };

/** A request that answers from a script: each entry is an outcome (an error is thrown). */
function scripted(outcomes: Array<{ ok: unknown } | { error: unknown }>) {
  const sent: boolean[] = [];
  const send = async (resend: boolean) => {
    sent.push(resend);
    const next = outcomes.shift();
    if (!next) throw new Error('no more outcomes');
    if ('error' in next) throw next.error;
    return next.ok;
  };
  return { send, sent };
}

beforeEach(() => {
  jest.useFakeTimers();
  setIntentsHonoured(true);
});
afterEach(() => {
  jest.useRealTimers();
  setIntentsHonoured(false);
});

const pass = async (ms: number) => {
  await jest.advanceTimersByTimeAsync(ms);
};

test('a lost answer is asked again, quietly, after each wait, until the outcome comes; the member is told meanwhile', async () => {
  const s = store();
  const r = scripted([{ error: lost }, { error: cut }, { error: inFlight }, { ok: 'paid' }]);
  const outcome = sendIntent(s.dispatch as AppDispatch, 'k1', r.send);
  await pass(0);
  expect(s.getState().intent).toEqual({ k1: 'checking' });
  await pass(RESEND_BACKOFF_MS[0]);
  await pass(RESEND_BACKOFF_MS[1]);
  await pass(RESEND_BACKOFF_MS[2]);
  await expect(outcome).resolves.toBe('paid');
  expect(r.sent).toEqual([false, true, true, true]);
  expect(s.getState().intent).toEqual({});
});

test('once the tries by itself are spent, it waits for the member; checking again sends it once more', async () => {
  const s = store();
  const r = scripted([{ error: lost }, { error: lost }, { error: lost }, { error: lost }, { error: refused }]);
  const outcome = sendIntent(s.dispatch as AppDispatch, 'k2', r.send);
  outcome.catch(() => undefined);
  for (const ms of RESEND_BACKOFF_MS) await pass(ms);
  expect(r.sent).toHaveLength(4);
  expect(s.getState().intent).toEqual({ k2: 'unsettled' });
  // Nothing more goes out by itself, however long the member waits.
  await pass(60_000);
  expect(r.sent).toHaveLength(4);
  checkIntentAgain('k2');
  await pass(0);
  // The platform's answer is the outcome: a refusal reaches the flow as one, and the notice goes.
  await expect(outcome).rejects.toEqual(refused);
  expect(r.sent).toEqual([false, true, true, true, true]);
  expect(s.getState().intent).toEqual({});
});

test('an answer is the outcome at once: a refusal is not sent again', async () => {
  const s = store();
  const r = scripted([{ error: refused }]);
  await expect(sendIntent(s.dispatch as AppDispatch, 'k3', r.send)).rejects.toEqual(refused);
  expect(r.sent).toEqual([false]);
  expect(s.getState().intent).toEqual({});
});

test('on a platform that does not honour the key, a lost answer is an error, never sent again', async () => {
  setIntentsHonoured(false);
  const s = store();
  const r = scripted([{ error: lost }, { ok: 'paid twice' }]);
  await expect(sendIntent(s.dispatch as AppDispatch, 'k4', r.send)).rejects.toEqual(lost);
  await pass(10_000);
  expect(r.sent).toEqual([false]);
});
