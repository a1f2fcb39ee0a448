import { assign, fromPromise, setup } from 'xstate';
import { flowErrorCode, type FlowErrorCode } from '@/lib/flowError';
import { toCents } from '@/lib/cents';

export type LimitKind = 'deposit' | 'loss';
export type LimitPeriod = 'day' | 'week' | 'month';
export type LimitAmountError = 'invalid' | 'zero';

/** '' removes the limit; anything else is a positive amount of at most two decimals. */
export function validateLimitAmount(amount: string): LimitAmountError | null {
  if (!amount.trim()) return null;
  const cents = toCents(amount);
  if (cents === null) return 'invalid';
  return cents === 0n ? 'zero' : null;
}

/** The platform's answer to a change: applied now, or waiting until `appliesAt` and the member's confirmation. */
export type LimitSaved = { applied: boolean; appliesAt: string | null };

export type LimitChangeContext = {
  kind: LimitKind;
  period: LimitPeriod;
  amount: string;
  fieldError: LimitAmountError | null;
  errorCode: FlowErrorCode | null;
  appliesAt: string | null;
};

export type LimitChangeEvent =
  | { type: 'limit.edit'; kind: LimitKind; period: LimitPeriod; amount: string }
  | { type: 'amount.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'edit.cancel' }
  | { type: 'pending.confirm'; kind: LimitKind; period: LimitPeriod }
  | { type: 'result.dismiss' };

/**
 * Changing a deposit or loss limit (RTS 12): a new or lower limit applies at once; a higher one, or a removal,
 * waits 24 hours on the platform and then needs the member's confirmation, which is this flow's other branch.
 */
export const limitChangeMachine = setup({
  types: {
    context: {} as LimitChangeContext,
    events: {} as LimitChangeEvent,
    tags: {} as 'busy',
  },
  actors: {
    saveLimit: fromPromise<LimitSaved, { kind: LimitKind; period: LimitPeriod; amount: string }>(async () => {
      throw new Error('saveLimit not provided');
    }),
    confirmLimit: fromPromise<unknown, { kind: LimitKind; period: LimitPeriod }>(async () => {
      throw new Error('confirmLimit not provided');
    }),
  },
  guards: {
    amountValid: ({ context }) => validateLimitAmount(context.amount) === null,
    applied: ({ event }) => (event as unknown as { output: LimitSaved }).output.applied,
  },
  actions: {
    keepError: assign({ errorCode: ({ event }) => flowErrorCode((event as { error?: unknown }).error) }),
  },
}).createMachine({
  id: 'limitChange',
  description: 'Changing a deposit or loss limit: lower at once, higher or removed after 24 hours and a confirmation.',
  context: { kind: 'deposit', period: 'day', amount: '', fieldError: null, errorCode: null, appliesAt: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Showing the limits; the member may change one or confirm a change whose 24 hours are over.',
      on: {
        'limit.edit': {
          target: 'editing',
          actions: assign(({ event }) => ({
            kind: event.kind,
            period: event.period,
            amount: event.amount,
            fieldError: null,
            errorCode: null,
            appliesAt: null,
          })),
        },
        'pending.confirm': {
          target: 'confirming',
          actions: assign(({ event }) => ({ kind: event.kind, period: event.period, errorCode: null })),
        },
      },
    },
    editing: {
      description: 'The member types the new amount (empty removes the limit); nothing is sent yet.',
      on: {
        'amount.change': { actions: assign({ amount: ({ event }) => event.value, fieldError: null }) },
        'form.submit': [
          { guard: 'amountValid', target: 'saving' },
          { actions: assign({ fieldError: ({ context }) => validateLimitAmount(context.amount) }) },
        ],
        'edit.cancel': { target: 'idle' },
      },
    },
    saving: {
      description: 'The change is with the platform; the form is disabled until it answers.',
      tags: ['busy'],
      invoke: {
        id: 'saveLimit',
        src: 'saveLimit',
        input: ({ context }) => ({ kind: context.kind, period: context.period, amount: context.amount.trim() }),
        onDone: [
          { guard: 'applied', target: 'applied' },
          { target: 'waiting', actions: assign({ appliesAt: ({ event }) => event.output.appliesAt }) },
        ],
        onError: { target: 'editing', actions: 'keepError' },
      },
    },
    confirming: {
      description: 'The member confirmed a change whose 24 hours are over; the platform applies it.',
      tags: ['busy'],
      invoke: {
        id: 'confirmLimit',
        src: 'confirmLimit',
        input: ({ context }) => ({ kind: context.kind, period: context.period }),
        onDone: { target: 'applied' },
        onError: { target: 'idle', actions: 'keepError' },
      },
    },
    applied: {
      description: 'The new limit is in force now.',
      on: { 'result.dismiss': { target: 'idle' } },
    },
    waiting: {
      description: 'The change waits 24 hours; the screen says from when it can be confirmed.',
      on: { 'result.dismiss': { target: 'idle' } },
    },
  },
});
