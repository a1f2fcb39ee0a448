import { assign, fromPromise, setup } from 'xstate';
import { flowErrorCode, keepsIntent, type FlowErrorCode } from '@/lib/flowError';
import { newIntentKey } from '@/lib/intentKey';
import { toCents } from '@/lib/cents';

/** Loan days the platform accepts (CreditPayRecord::CREDIT_PAY_DAYS). */
export const MAX_LOAN_DAYS = 30;

export type CreditFieldErrors = {
  name?: 'required' | 'format';
  realname?: 'required';
  amount?: 'required' | 'invalid' | 'overLimit';
  days?: 'range';
  /** One loan at a time: an unpaid loan, an application still under review, or the minute after repaying. */
  loan?: 'outstanding' | 'pending' | 'wait';
  repay?: 'nothingOwed' | 'overBalance';
};

/**
 * The member's credit figures at the moment of submitting, from the limit query (decimal strings):
 * the maximum borrow, what is borrowed now, whether an application awaits review, whether the minute
 * after a repayment is still running, and the main wallet when the member is logged in (null for a
 * visitor: the platform checks it).
 */
export type CreditFacts = { limit: string; used: string; pending: boolean; waiting: boolean; balance: string | null };
export type BorrowRequest = { name: string; realname: string; amount: string; days: number; intentKey: string };
export type RepayRequest = { name: string; realname: string; amount: string; intentKey: string };

/**
 * What is kept across a forced re-login (nothing secret), with the key of the loan or repayment confirmed from it
 * (one intent however often it is sent; api/intent).
 */
export type CreditDraft = { name: string; realname: string; amount: string; days: string; intentKey?: string | null };

export type CreditContext = CreditDraft & {
  /** The account whose figures are shown (the one looked up), or null before a query. */
  account: string | null;
  fieldErrors: CreditFieldErrors;
  errorCode: FlowErrorCode | null;
  errorAt: 'lookup' | 'borrow' | 'repay' | null;
  /** The debt being repaid in full (as the limit query stated it), for the request and the result panel. */
  repayAmount: string | null;
};

export type CreditEvent =
  | { type: 'name.change'; value: string }
  | { type: 'account.submit' }
  | { type: 'account.refresh' }
  | { type: 'realname.change'; value: string }
  | { type: 'amount.change'; value: string }
  | { type: 'days.change'; value: string }
  | { type: 'borrow.submit'; facts: CreditFacts }
  | { type: 'repay.submit'; facts: CreditFacts }
  | { type: 'flow.restart' };

export type CreditInput = { name?: string; realname?: string; draft?: Partial<CreditDraft> | null };

/** Member accounts as the platform issues them: 4–32 letters, digits or underscores. */
export function validateAccountName(name: string): CreditFieldErrors['name'] | null {
  const n = name.trim();
  if (!n) return 'required';
  return /^[A-Za-z0-9_]{4,32}$/.test(n) ? null : 'format';
}

const cents = (v: string) => toCents(v) ?? 0n;

/** Borrow rules: real name, an amount of at most two decimals within the limit, 1–30 days, one loan at a time. */
export function validateBorrow(c: CreditDraft, facts: CreditFacts): CreditFieldErrors {
  const errors: CreditFieldErrors = {};
  if (cents(facts.used) > 0n) errors.loan = 'outstanding';
  else if (facts.pending) errors.loan = 'pending';
  else if (facts.waiting) errors.loan = 'wait';
  if (!c.realname.trim()) errors.realname = 'required';
  const amount = c.amount.trim();
  const want = toCents(amount);
  if (!amount) errors.amount = 'required';
  else if (want === null || want <= 0n) errors.amount = 'invalid';
  else if (want > cents(facts.limit)) errors.amount = 'overLimit';
  const days = Number(c.days);
  if (!/^\d{1,2}$/.test(c.days.trim()) || days < 1 || days > MAX_LOAN_DAYS) errors.days = 'range';
  return errors;
}

/** Repay rules: something is owed, repaid in full from the main wallet. */
export function validateRepay(c: CreditDraft, facts: CreditFacts): CreditFieldErrors {
  const errors: CreditFieldErrors = {};
  const owed = cents(facts.used);
  if (owed <= 0n) errors.repay = 'nothingOwed';
  else if (facts.balance !== null && cents(facts.balance) < owed) errors.repay = 'overBalance';
  if (!c.realname.trim()) errors.realname = 'required';
  return errors;
}

const noErrors = { fieldErrors: {}, errorCode: null, errorAt: null } as const;

/**
 * Interest-free credit: the account is named (a member's own is filled in), its limit looked up, then a
 * loan applied for (one at a time, reviewed by the operator) or the whole debt repaid from the main wallet.
 */
export const creditMachine = setup({
  types: {
    context: {} as CreditContext,
    events: {} as CreditEvent,
    input: {} as CreditInput,
    tags: {} as 'busy' | 'loading',
  },
  actors: {
    lookUp: fromPromise<unknown, { name: string }>(async () => {
      throw new Error('lookUp not provided');
    }),
    borrow: fromPromise<unknown, BorrowRequest>(async () => {
      throw new Error('borrow not provided');
    }),
    repay: fromPromise<unknown, RepayRequest>(async () => {
      throw new Error('repay not provided');
    }),
  },
  guards: {
    hasName: ({ context }) => validateAccountName(context.name) === null,
    nameValid: ({ context }) => validateAccountName(context.name) === null,
    borrowValid: ({ context, event }) =>
      event.type === 'borrow.submit' && Object.keys(validateBorrow(context, event.facts)).length === 0,
    repayValid: ({ context, event }) =>
      event.type === 'repay.submit' && Object.keys(validateRepay(context, event.facts)).length === 0,
  },
  actions: {
    keepError: assign({ errorCode: ({ event }) => flowErrorCode((event as { error?: unknown }).error) }),
    /** The confirmed loan's or repayment's key: made now, or the one of the same intent sent before. */
    holdIntent: assign({ intentKey: ({ context }) => context.intentKey ?? newIntentKey() }),
    /** An answer ends the intent; no answer keeps its key for the next copy. */
    settleIntent: assign({
      intentKey: ({ context, event }) =>
        keepsIntent(flowErrorCode((event as { error?: unknown }).error)) ? context.intentKey : null,
    }),
  },
}).createMachine({
  id: 'credit',
  description: 'Interest-free credit: limit query by account, borrow within the limit, repay in full.',
  context: ({ input }) => ({
    name: input.draft?.name ?? input.name ?? '',
    realname: input.draft?.realname ?? input.realname ?? '',
    amount: input.draft?.amount ?? '',
    days: input.draft?.days ?? '7',
    intentKey: input.draft?.intentKey ?? null,
    account: null,
    fieldErrors: {},
    errorCode: null,
    errorAt: null,
    repayAmount: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'A logged-in member’s own account is looked up at once; a visitor types one.',
      always: [{ guard: 'hasName', target: 'lookingUp' }, { target: 'account' }],
    },
    account: {
      description: 'The account to query, typed by the member.',
      on: {
        'name.change': { actions: assign({ name: ({ event }) => event.value, ...noErrors }) },
        'account.submit': [
          { guard: 'nameValid', target: 'lookingUp', actions: assign({ ...noErrors }) },
          {
            actions: assign({
              fieldErrors: ({ context }) => ({ name: validateAccountName(context.name) ?? undefined }),
            }),
          },
        ],
      },
    },
    lookingUp: {
      description: 'Reading the account’s credit limit, loans and debt.',
      tags: ['loading', 'busy'],
      invoke: {
        id: 'lookUp',
        src: 'lookUp',
        input: ({ context }) => ({ name: context.name.trim() }),
        onDone: { target: 'ready', actions: assign({ account: ({ context }) => context.name.trim() }) },
        onError: { target: 'account', actions: ['keepError', assign({ account: null, errorAt: 'lookup' })] },
      },
    },
    ready: {
      description: 'The account’s figures are shown; the member may apply for a loan or repay.',
      on: {
        'name.change': {
          target: 'account',
          actions: assign({ name: ({ event }) => event.value, account: null, intentKey: null, ...noErrors }),
        },
        'account.refresh': { target: 'lookingUp' },
        'realname.change': {
          actions: assign(({ context, event }) => ({
            realname: event.value,
            intentKey: event.value === context.realname ? context.intentKey : null,
            fieldErrors: { ...context.fieldErrors, realname: undefined },
            errorCode: null,
            errorAt: null,
          })),
        },
        'amount.change': {
          actions: assign(({ context, event }) => ({
            amount: event.value,
            intentKey: event.value === context.amount ? context.intentKey : null,
            fieldErrors: { ...context.fieldErrors, amount: undefined },
            errorCode: null,
            errorAt: null,
          })),
        },
        'days.change': {
          actions: assign(({ context, event }) => ({
            days: event.value,
            intentKey: event.value === context.days ? context.intentKey : null,
            fieldErrors: { ...context.fieldErrors, days: undefined },
            errorCode: null,
            errorAt: null,
          })),
        },
        'borrow.submit': [
          {
            guard: 'borrowValid',
            target: 'borrowing',
            // A key left open by a repayment is not this loan's.
            actions: assign(({ context }) => ({
              ...noErrors,
              intentKey: context.errorAt === 'repay' ? null : context.intentKey,
            })),
          },
          { actions: assign({ fieldErrors: ({ context, event }) => validateBorrow(context, event.facts) }) },
        ],
        'repay.submit': [
          {
            guard: 'repayValid',
            target: 'repaying',
            actions: assign(({ context, event }) => ({
              ...noErrors,
              repayAmount: event.facts.used,
              intentKey: context.errorAt === 'borrow' ? null : context.intentKey,
            })),
          },
          { actions: assign({ fieldErrors: ({ context, event }) => validateRepay(context, event.facts) }) },
        ],
      },
    },
    borrowing: {
      description:
        'The loan application is with the platform, under one key however often it is sent, until it answers.',
      tags: ['busy'],
      entry: 'holdIntent',
      invoke: {
        id: 'borrow',
        src: 'borrow',
        input: ({ context }) => ({
          name: context.account ?? '',
          realname: context.realname.trim(),
          amount: context.amount.trim(),
          days: Number(context.days),
          intentKey: context.intentKey ?? '',
        }),
        onDone: { target: 'borrowed', actions: assign({ amount: '', intentKey: null }) },
        onError: { target: 'ready', actions: ['keepError', 'settleIntent', assign({ errorAt: 'borrow' })] },
      },
    },
    borrowed: {
      description:
        'Applied: the operator reviews it; the result can be checked after the wait the platform’s rule names, else 5 minutes.',
      on: { 'flow.restart': { target: 'lookingUp' }, 'account.refresh': { target: 'lookingUp' } },
    },
    repaying: {
      description: 'The full repayment is with the platform, under one key however often it is sent, until it answers.',
      tags: ['busy'],
      entry: 'holdIntent',
      invoke: {
        id: 'repay',
        src: 'repay',
        input: ({ context }) => ({
          name: context.account ?? '',
          realname: context.realname.trim(),
          amount: context.repayAmount ?? '0',
          intentKey: context.intentKey ?? '',
        }),
        onDone: { target: 'repaid', actions: assign({ intentKey: null }) },
        onError: { target: 'ready', actions: ['keepError', 'settleIntent', assign({ errorAt: 'repay' })] },
      },
    },
    repaid: {
      description: 'Repaid in full from the main wallet; a new loan is possible a minute later.',
      initial: 'rereading',
      on: { 'flow.restart': { target: 'lookingUp', actions: assign({ repayAmount: null }) } },
      states: {
        rereading: {
          description:
            'The account is read again: the minute before a new loan counts from the repayment the platform recorded, so nothing is said of it until then.',
          invoke: {
            id: 'lookUp',
            src: 'lookUp',
            input: ({ context }) => ({ name: context.account ?? context.name.trim() }),
            onDone: { target: 'known' },
            onError: { target: 'unread' },
          },
        },
        known: {
          description: 'The repayment as the platform recorded it, and the time left before a new loan.',
        },
        unread: {
          description: 'The account could not be read again: the minute before a new loan is said without a countdown.',
        },
      },
    },
  },
});
