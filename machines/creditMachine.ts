import { assign, fromPromise, setup } from 'xstate';
import { flowErrorCode, keepsIntent } from '@/lib/flowError';
import { newIntentKey } from '@/lib/intentKey';
import type { BorrowRequest, CreditContext, CreditEvent, CreditInput, RepayRequest } from './creditTypes';
import { validateAccountName, validateBorrow, validateRepay } from './creditRules';

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
