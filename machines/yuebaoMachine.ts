import { assign, fromPromise, setup } from 'xstate';
import { flowErrorCode, keepsIntent, type FlowErrorCode } from '@/lib/flowError';
import { newIntentKey } from '@/lib/intentKey';
import { toCents } from '@/lib/cents';
import { isMultipleOfTen } from '@/lib/yuebaoInterest';

export type YuebaoAmountError =
  'required' | 'notTen' | 'soldOut' | 'overRemaining' | 'capReached' | 'overCap' | 'overBalance';

/**
 * What the member may put into the chosen plan, from the server's figures at the moment of submitting
 * (decimal strings): what is left on sale, what their personal cap still allows (null: no cap), and the
 * main wallet.
 */
export type PlanRoom = { remaining: string; capLeft: string | null; balance: string };
export type BuyRequest = { planId: number; amount: string; intentKey: string };
export type RedeemRequest = { recordId: number; intentKey: string };

/**
 * What is kept across a forced re-login: the plan being bought, the amount typed and the key of that purchase
 * (one intent however often it is sent; api/intent).
 */
export type YuebaoDraft = { planId: number | null; amount: string; intentKey?: string | null };

export type YuebaoContext = YuebaoDraft & {
  fieldErrors: { amount?: YuebaoAmountError };
  errorCode: FlowErrorCode | null;
  /** Which step the last refusal belongs to. */
  errorAt: 'buy' | 'redeem' | null;
  /** The purchase being redeemed (or just redeemed). */
  recordId: number | null;
  /** The accepted purchase, for the result panel. */
  bought: { planId: number; amount: string } | null;
};

export type YuebaoEvent =
  | { type: 'plan.select'; planId: number }
  | { type: 'amount.change'; value: string }
  | { type: 'buy.submit'; room: PlanRoom }
  | { type: 'buy.cancel' }
  | { type: 'redeem.request'; recordId: number }
  | { type: 'redeem.confirm' }
  | { type: 'redeem.cancel' }
  | { type: 'flow.dismiss' };

export type YuebaoInput = { draft?: Partial<YuebaoDraft> | null };

const cents = (v: string | null) => (v === null ? null : (toCents(v) ?? 0n));

/**
 * The purchase rules, in the order a member meets them: a whole multiple of 10 (the platform's rule),
 * the plan not sold out, within what is left on sale, the personal cap, the main wallet.
 */
export function validateBuyAmount(amount: string, room: PlanRoom): YuebaoAmountError | null {
  const remaining = cents(room.remaining) ?? 0n;
  const capLeft = cents(room.capLeft);
  if (remaining < 1000n) return 'soldOut';
  if (capLeft !== null && capLeft < 1000n) return 'capReached';
  if (!amount.trim()) return 'required';
  if (!isMultipleOfTen(amount)) return 'notTen';
  const want = toCents(amount) ?? 0n;
  if (want > remaining) return 'overRemaining';
  if (capLeft !== null && want > capLeft) return 'overCap';
  if (want > (cents(room.balance) ?? 0n)) return 'overBalance';
  return null;
}

/**
 * Yuebao: choose a plan, type a multiple of 10, buy once; or redeem a running purchase after confirming
 * ('are you sure you want to redeem'), principal and interest back to the main wallet.
 */
export const yuebaoMachine = setup({
  types: {
    context: {} as YuebaoContext,
    events: {} as YuebaoEvent,
    input: {} as YuebaoInput,
    tags: {} as 'busy',
  },
  actors: {
    buyPlan: fromPromise<unknown, BuyRequest>(async () => {
      throw new Error('buyPlan not provided');
    }),
    redeemPlan: fromPromise<unknown, RedeemRequest>(async () => {
      throw new Error('redeemPlan not provided');
    }),
  },
  guards: {
    hasDraftPlan: ({ context }) => context.planId !== null,
    buyValid: ({ context, event }) =>
      event.type === 'buy.submit' && validateBuyAmount(context.amount, event.room) === null,
  },
  actions: {
    keepError: assign({ errorCode: ({ event }) => flowErrorCode((event as { error?: unknown }).error) }),
    /** The confirmed purchase's or redemption's key: made now, or the one of the same intent sent before. */
    holdIntent: assign({ intentKey: ({ context }) => context.intentKey ?? newIntentKey() }),
    /** An answer ends the intent; no answer keeps its key for the next copy. */
    settleIntent: assign({
      intentKey: ({ context, event }) =>
        keepsIntent(flowErrorCode((event as { error?: unknown }).error)) ? context.intentKey : null,
    }),
  },
}).createMachine({
  id: 'yuebao',
  description: 'Yuebao savings: buying a plan in multiples of 10 and redeeming a running purchase.',
  context: ({ input }) => ({
    planId: input.draft?.planId ?? null,
    amount: input.draft?.amount ?? '',
    intentKey: input.draft?.intentKey ?? null,
    fieldErrors: {},
    errorCode: null,
    errorAt: null,
    recordId: null,
    bought: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Back from a forced re-login with a plan chosen, the purchase form opens again.',
      always: [{ guard: 'hasDraftPlan', target: 'choosing' }, { target: 'browsing' }],
    },
    browsing: {
      description: 'Plans on sale and the member’s purchases; nothing is being sent.',
      on: {
        'plan.select': {
          target: 'choosing',
          actions: assign(({ context, event }) => ({
            planId: event.planId,
            // The amount typed for this plan stays; another plan starts empty.
            amount: context.planId === event.planId ? context.amount : '',
            intentKey: context.planId === event.planId ? context.intentKey : null,
            fieldErrors: {},
            errorCode: null,
            errorAt: null,
          })),
        },
        'redeem.request': {
          target: 'confirmingRedeem',
          actions: assign({
            recordId: ({ event }) => event.recordId,
            intentKey: ({ context, event }) => (context.recordId === event.recordId ? context.intentKey : null),
            errorCode: null,
            errorAt: null,
          }),
        },
      },
    },
    choosing: {
      description: 'The purchase form of one plan: the amount, its trial interest, the checks as the member types.',
      on: {
        'amount.change': {
          actions: assign({
            amount: ({ event }) => event.value,
            intentKey: ({ context, event }) => (context.amount === event.value ? context.intentKey : null),
            fieldErrors: {},
            errorCode: null,
            errorAt: null,
          }),
        },
        'buy.submit': [
          { guard: 'buyValid', target: 'buying', actions: assign({ fieldErrors: {}, errorCode: null, errorAt: null }) },
          {
            actions: assign({
              fieldErrors: ({ context, event }) => ({
                amount: validateBuyAmount(context.amount, event.room) ?? undefined,
              }),
            }),
          },
        ],
        'buy.cancel': {
          target: 'browsing',
          actions: assign({
            planId: null,
            amount: '',
            intentKey: null,
            fieldErrors: {},
            errorCode: null,
            errorAt: null,
          }),
        },
      },
    },
    buying: {
      description: 'The purchase is with the platform, under one key however often it is sent, until it answers.',
      tags: ['busy'],
      entry: 'holdIntent',
      invoke: {
        id: 'buyPlan',
        src: 'buyPlan',
        input: ({ context }) => ({
          planId: context.planId ?? 0,
          amount: context.amount.trim(),
          intentKey: context.intentKey ?? '',
        }),
        onDone: {
          target: 'bought',
          actions: assign(({ context }) => ({
            bought: { planId: context.planId ?? 0, amount: context.amount.trim() },
            planId: null,
            amount: '',
            intentKey: null,
          })),
        },
        onError: { target: 'choosing', actions: ['keepError', 'settleIntent', assign({ errorAt: 'buy' })] },
      },
    },
    bought: {
      description: 'The purchase went through; the main wallet already shows the debit.',
      on: { 'flow.dismiss': { target: 'browsing', actions: assign({ bought: null }) } },
    },
    confirmingRedeem: {
      description: '“Are you sure you want to redeem?”',
      on: {
        'redeem.confirm': { target: 'redeeming' },
        'redeem.cancel': { target: 'browsing', actions: assign({ recordId: null, intentKey: null }) },
      },
    },
    redeeming: {
      description: 'Redeeming…: the request is with the platform and cannot be sent again until it answers.',
      tags: ['busy'],
      entry: 'holdIntent',
      invoke: {
        id: 'redeemPlan',
        src: 'redeemPlan',
        input: ({ context }) => ({ recordId: context.recordId ?? 0, intentKey: context.intentKey ?? '' }),
        onDone: { target: 'redeemed', actions: assign({ intentKey: null }) },
        onError: { target: 'browsing', actions: ['keepError', 'settleIntent', assign({ errorAt: 'redeem' })] },
      },
    },
    redeemed: {
      description: 'Principal and interest are back in the main wallet; the platform’s message says how much.',
      on: { 'flow.dismiss': { target: 'browsing', actions: assign({ recordId: null }) } },
    },
  },
});
