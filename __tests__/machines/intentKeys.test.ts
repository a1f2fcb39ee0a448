/** @jest-environment node */
/**
 * A money request is one intent with one key (api/intent), however often it travels: in every flow that moves
 * money the key is made when the member confirms, sent again with a retry of the same intent, kept through a 401
 * (the draft brings the member back through Login) and a reload (the same draft), and replaced when the member
 * starts another intent (another amount) or the platform has answered this one.
 */
import type { AnyStateMachine } from 'xstate';
import { withdrawMachine } from '../../machines/withdrawMachine';
import { yuebaoMachine } from '../../machines/yuebaoMachine';
import { creditMachine } from '../../machines/creditMachine';
import { rechargeMachine } from '../../machines/rechargeMachine';
import type { RechargeChannel } from '../../machines/rechargeTypes';
import { gameTransferMachine } from '../../machines/gameTransferMachine';
import { INTENT_KEY } from '@/lib/intentKey';
import { startMachine, type Harness } from '../support/machinePaths';

type Flow = {
  name: string;
  machine: AnyStateMachine;
  actors: readonly string[];
  /** The actor that sends the money request. */
  send: string;
  /** The flow's input, with the draft a re-login or a reload brings back (none: the flow keeps no draft). */
  input: (draft?: object) => object;
  /** From the start to the form, ready to confirm. */
  open: (h: Harness) => Promise<void>;
  /** Types the amount. */
  amount: (h: Harness, value: string) => Promise<void>;
  /** Confirms: the money request goes out. */
  confirm: (h: Harness) => Promise<void>;
  /** The draft kept of the flow as it stands (the feature's use<Flow>Flow keep), or null without one. */
  draft: ((h: Harness) => object) | null;
};

const LIMITS = { min: 100, max: 50000, available: '13918.00' };
const ROOM = { remaining: '1000.00', capLeft: null, balance: '5000.00' };
const FREE = { limit: '3000.00', used: '0.00', pending: false, waiting: false, balance: '5000.00' };
const BANK: RechargeChannel = { paymentId: 4, paymentType: 'company_bankpay', kind: 'company', min: 100, max: 100000 };

const FLOWS: Flow[] = [
  {
    name: 'withdrawal',
    machine: withdrawMachine,
    actors: ['loadPrerequisites', 'saveRealname', 'setQkPwd', 'addCard', 'submitWithdrawal'],
    send: 'submitWithdrawal',
    input: (draft) => ({ draft }),
    open: (h) => h.settle('loadPrerequisites', true, { hasRealname: true, hasQkPwd: true, defaultCardId: 7 }),
    amount: (h, value) => h.play({ type: 'amount.change', value } as never),
    confirm: async (h) => {
      await h.play({ type: 'form.submit', limits: LIMITS } as never);
      await h.play({ type: 'passcode.submit', pwd: '123456' } as never);
    },
    draft: (h) => {
      const { cardId, amount, intentKey } = h.snap().context;
      return { cardId, amount, intentKey };
    },
  },
  {
    name: 'Yuebao buy',
    machine: yuebaoMachine,
    actors: ['buyPlan', 'redeemPlan'],
    send: 'buyPlan',
    input: (draft) => ({ draft }),
    open: async (h) => {
      if (h.snap().value !== 'choosing') await h.play({ type: 'plan.select', planId: 3 } as never);
    },
    amount: (h, value) => h.play({ type: 'amount.change', value } as never),
    confirm: (h) => h.play({ type: 'buy.submit', room: ROOM } as never),
    draft: (h) => {
      const { planId, amount, intentKey } = h.snap().context;
      return { planId, amount, intentKey };
    },
  },
  {
    name: 'credit borrow',
    machine: creditMachine,
    actors: ['lookUp', 'borrow', 'repay'],
    send: 'borrow',
    input: (draft) => ({ name: 'member01', realname: '张三', draft }),
    open: (h) => h.settle('lookUp', true, null),
    amount: (h, value) => h.play({ type: 'amount.change', value } as never),
    confirm: (h) => h.play({ type: 'borrow.submit', facts: FREE } as never),
    draft: (h) => {
      const { name, realname, amount, days, intentKey } = h.snap().context;
      return { name, realname, amount, days, intentKey };
    },
  },
  {
    name: 'recharge (company bank)',
    machine: rechargeMachine,
    actors: ['submitRecharge', 'uploadPicture'],
    send: 'submitRecharge',
    input: (draft) => ({
      now: '2026-11-22 10:00:00',
      draft: draft ?? { channel: BANK, payerName: '张三', payerAccount: '6222' },
    }),
    open: async () => undefined,
    amount: (h, value) => h.play({ type: 'field.change', field: 'amount', value } as never),
    confirm: (h) => h.play({ type: 'form.submit' }),
    draft: (h) => {
      const { channel, amount, payerName, payerAccount, hkAt, pic, intentKey } = h.snap().context;
      return { channel, amount, payerName, payerAccount, hkAt, pic, intentKey };
    },
  },
  {
    name: 'game deposit',
    machine: gameTransferMachine,
    actors: ['transfer', 'reloadWallets'],
    send: 'transfer',
    input: () => ({ from: 'money', to: 'AG' }),
    open: async () => undefined,
    amount: (h, value) => h.play({ type: 'amount.change', value } as never),
    confirm: (h) => h.play({ type: 'form.submit', available: '5000.00' } as never),
    draft: null,
  },
];

const keyOf = (h: Harness, actor: string, i: number) => (h.calls[actor][i] as { intentKey: string }).intentKey;

/** After a failure the flow is ready again (the game transfer reconciles its wallets first). */
async function failed(h: Harness, f: Flow, error: object) {
  await h.settle(f.send, false, error);
  if (f.name === 'game deposit') await h.settle('reloadWallets', true, null);
  if (f.name === 'withdrawal') expect(h.snap().value).toBe('form');
}

async function started(f: Flow, draft?: object) {
  const h = startMachine(f.machine, { actorIds: f.actors, input: f.input(draft) });
  await f.open(h);
  return h;
}

describe.each(FLOWS.map((f) => [f.name, f] as const))('%s: one key per intent', (_, f) => {
  test('made when the member confirms, a UUID v4, and sent again with a retry of the same intent', async () => {
    const h = await started(f);
    await f.amount(h, '500');
    expect(h.snap().context.intentKey ?? null).toBeNull();
    await f.confirm(h);
    const first = keyOf(h, f.send, 0);
    expect(first).toMatch(INTENT_KEY);
    await failed(h, f, {}); // no answer: the outcome is unknown
    await f.confirm(h);
    expect(keyOf(h, f.send, 1)).toBe(first);
    await failed(h, f, { code: 502 }); // the platform failed itself: nothing was stored against the key
    await f.confirm(h);
    expect(keyOf(h, f.send, 2)).toBe(first);
  });

  test('another amount is another intent with another key', async () => {
    const h = await started(f);
    await f.amount(h, '500');
    await f.confirm(h);
    await failed(h, f, {});
    await f.amount(h, '600');
    await f.confirm(h);
    expect(keyOf(h, f.send, 1)).not.toBe(keyOf(h, f.send, 0));
    expect(keyOf(h, f.send, 1)).toMatch(INTENT_KEY);
  });

  test("the platform's answer ends the intent: a refusal, then a try again, is a new key", async () => {
    const h = await started(f);
    await f.amount(h, '500');
    await f.confirm(h);
    await failed(h, f, { code: 400 });
    expect(h.snap().context.intentKey).toBeNull();
    await f.confirm(h);
    expect(keyOf(h, f.send, 1)).not.toBe(keyOf(h, f.send, 0));
  });
});

// The game transfer keeps no draft: it is one screen with nothing typed but the amount, read again on return.
const DRAFTED = FLOWS.filter((f) => f.draft !== null);

describe.each(DRAFTED.map((f) => [f.name, f] as const))('%s: the key survives leaving the flow', (_, f) => {
  test('a 401 mid-flow and a reload come back through the draft with the same key', async () => {
    const h = await started(f);
    await f.amount(h, '500');
    await f.confirm(h);
    const key = keyOf(h, f.send, 0);
    await failed(h, f, { code: 401 }); // the session ended: Login, then back to the same flow
    const kept = f.draft!(h);
    expect(kept).toMatchObject({ intentKey: key });
    // The same draft is what a reload reads back (sessionStorage), and what Login brings the member back to.
    const again = await started(f, JSON.parse(JSON.stringify(kept)));
    await f.confirm(again);
    expect(keyOf(again, f.send, 0)).toBe(key);
  });
});
