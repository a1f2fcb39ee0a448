import { assign, fromPromise, setup } from 'xstate';
import { flowErrorCode, keepsIntent, type FlowErrorCode } from '@/lib/flowError';
import { newIntentKey } from '@/lib/intentKey';
import { toCents, unitsToCents } from '@/lib/cents';
import { realnameError } from '@/lib/accountRules';
import type { Prerequisites } from '@/lib/withdrawPrerequisites';

export type WithdrawAmountError = 'required' | 'invalid' | 'belowMin' | 'aboveMax' | 'overBalance';
export type WithdrawFieldErrors = {
  amount?: WithdrawAmountError;
  card?: 'required';
  realname?: 'required' | 'length';
  qkPwd?: 'format' | 'mismatch';
};

/** A bank or virtual-coin account as the add form sends it. */
export type CardInput = {
  bank_type: string;
  card_no: string;
  owner_name: string;
  bank_address?: string;
  remark?: string;
};
/** The server's limits and the main wallet balance, as the screen shows them (units, decimal strings). */
export type WithdrawLimits = { min: number; max: number; available: string };
export type WithdrawRequest = { cardId: number; amount: string; pwd: string; intentKey: string };

/**
 * What is kept across a forced re-login: the chosen card, the amount and the key of the withdrawal they make (one
 * intent, however often it is sent; api/intent), never the password.
 */
export type WithdrawDraft = { cardId: number | null; amount: string; intentKey?: string | null };

export type WithdrawContext = WithdrawDraft & {
  fieldErrors: WithdrawFieldErrors;
  errorCode: FlowErrorCode | null;
  /** The accepted withdrawal, for the result screen. */
  result: { amount: string; cardId: number } | null;
};

export type WithdrawEvent =
  | { type: 'check.retry' }
  | { type: 'realname.submit'; realname: string }
  | { type: 'qkPwd.set'; pwd: string; confirm: string }
  | { type: 'card.submit'; card: CardInput }
  | { type: 'card.select'; id: number }
  | { type: 'amount.change'; value: string }
  | { type: 'form.submit'; limits: WithdrawLimits }
  | { type: 'confirm.cancel' }
  | { type: 'passcode.submit'; pwd: string }
  | { type: 'flow.restart' };

export type WithdrawInput = { draft?: Partial<WithdrawDraft> | null };

/** Amount rules: positive, at most two decimals, inside the platform's min/max, not above the main wallet. */
export function validateWithdrawAmount(amount: string, limits: WithdrawLimits): WithdrawAmountError | null {
  if (!amount.trim()) return 'required';
  const cents = toCents(amount);
  if (cents === null || cents <= 0n) return 'invalid';
  if (limits.min > 0 && cents < unitsToCents(limits.min)) return 'belowMin';
  if (limits.max > 0 && cents > unitsToCents(limits.max)) return 'aboveMax';
  const available = toCents(limits.available) ?? 0n;
  if (cents > available) return 'overBalance';
  return null;
}

export function validateWithdrawForm(c: WithdrawDraft, limits: WithdrawLimits): WithdrawFieldErrors {
  const errors: WithdrawFieldErrors = {};
  if (c.cardId === null) errors.card = 'required';
  const amount = validateWithdrawAmount(c.amount, limits);
  if (amount) errors.amount = amount;
  return errors;
}

export function validateRealname(name: string): WithdrawFieldErrors['realname'] | null {
  const error = realnameError(name, true);
  return error === 'required' || error === 'length' ? error : null;
}

export function validateNewQkPwd(pwd: string, confirm: string): WithdrawFieldErrors['qkPwd'] | null {
  if (!/^\d{6}$/.test(pwd)) return 'format';
  if (pwd !== confirm) return 'mismatch';
  return null;
}

/**
 * Withdrawal (ApplyDrawing): real name → withdrawal password → bound card, each fillable in place, then
 * card and amount, the six-digit withdrawal password on the keypad, one submit, the result.
 */
export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
    input: {} as WithdrawInput,
    tags: {} as 'busy' | 'loading',
  },
  actors: {
    loadPrerequisites: fromPromise<Prerequisites, void>(async () => {
      throw new Error('loadPrerequisites not provided');
    }),
    saveRealname: fromPromise<unknown, { realname: string }>(async () => {
      throw new Error('saveRealname not provided');
    }),
    setQkPwd: fromPromise<unknown, { pwd: string }>(async () => {
      throw new Error('setQkPwd not provided');
    }),
    addCard: fromPromise<{ id: number }, CardInput>(async () => {
      throw new Error('addCard not provided');
    }),
    submitWithdrawal: fromPromise<unknown, WithdrawRequest>(async () => {
      throw new Error('submitWithdrawal not provided');
    }),
  },
  guards: {
    realnameValid: ({ event }) => event.type === 'realname.submit' && validateRealname(event.realname) === null,
    qkPwdValid: ({ event }) => event.type === 'qkPwd.set' && validateNewQkPwd(event.pwd, event.confirm) === null,
    formValid: ({ context, event }) =>
      event.type === 'form.submit' && Object.keys(validateWithdrawForm(context, event.limits)).length === 0,
    passcodeValid: ({ event }) => event.type === 'passcode.submit' && /^\d{6}$/.test(event.pwd),
  },
  actions: {
    keepError: assign({ errorCode: ({ event }) => flowErrorCode((event as { error?: unknown }).error) }),
    /** The confirmed withdrawal's key: made now, or the one of the same withdrawal sent before. */
    holdIntent: assign({ intentKey: ({ context }) => context.intentKey ?? newIntentKey() }),
    /** An answer ends the intent: the next withdrawal is a new one. No answer keeps it for the next copy. */
    settleIntent: assign({
      intentKey: ({ context, event }) =>
        keepsIntent(flowErrorCode((event as { error?: unknown }).error)) ? context.intentKey : null,
    }),
  },
}).createMachine({
  id: 'withdraw',
  description: 'Withdrawal to a bound bank or virtual-coin account, prerequisites first.',
  context: ({ input }) => ({
    cardId: input.draft?.cardId ?? null,
    amount: input.draft?.amount ?? '',
    intentKey: input.draft?.intentKey ?? null,
    fieldErrors: {},
    errorCode: null,
    result: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Reading the member’s real name, withdrawal password and bound cards.',
      tags: ['loading'],
      invoke: {
        id: 'loadPrerequisites',
        src: 'loadPrerequisites',
        onDone: [
          { guard: ({ event }) => !event.output.hasRealname, target: 'needRealname' },
          { guard: ({ event }) => !event.output.hasQkPwd, target: 'needQkPwd' },
          { guard: ({ event }) => event.output.defaultCardId === null, target: 'needCard' },
          {
            target: 'form',
            actions: assign({ cardId: ({ context, event }) => context.cardId ?? event.output.defaultCardId }),
          },
        ],
        onError: { target: 'checkFailed', actions: 'keepError' },
      },
    },
    checkFailed: {
      description: 'The prerequisites could not be read; the member can retry.',
      on: { 'check.retry': { target: 'checking', actions: assign({ errorCode: null }) } },
    },
    needRealname: {
      description: 'No real name yet: it is filled in here, as the personal centre would.',
      on: {
        'realname.submit': [
          { guard: 'realnameValid', target: 'savingRealname', actions: assign({ fieldErrors: {}, errorCode: null }) },
          {
            actions: assign({
              fieldErrors: ({ event }) => ({ realname: validateRealname(event.realname) ?? undefined }),
            }),
          },
        ],
      },
    },
    savingRealname: {
      description: 'The real name is being saved.',
      tags: ['busy'],
      invoke: {
        id: 'saveRealname',
        src: 'saveRealname',
        input: ({ event }) => ({ realname: event.type === 'realname.submit' ? event.realname.trim() : '' }),
        onDone: { target: 'checking' },
        onError: { target: 'needRealname', actions: 'keepError' },
      },
    },
    needQkPwd: {
      description: 'No withdrawal password yet: six digits, typed twice, set here.',
      on: {
        'qkPwd.set': [
          { guard: 'qkPwdValid', target: 'savingQkPwd', actions: assign({ fieldErrors: {}, errorCode: null }) },
          {
            actions: assign({
              fieldErrors: ({ event }) => ({ qkPwd: validateNewQkPwd(event.pwd, event.confirm) ?? undefined }),
            }),
          },
        ],
      },
    },
    savingQkPwd: {
      description: 'The withdrawal password is being set; it is not kept anywhere afterwards.',
      tags: ['busy'],
      invoke: {
        id: 'setQkPwd',
        src: 'setQkPwd',
        input: ({ event }) => ({ pwd: event.type === 'qkPwd.set' ? event.pwd : '' }),
        onDone: { target: 'checking' },
        onError: { target: 'needQkPwd', actions: 'keepError' },
      },
    },
    needCard: {
      description: 'No bound account yet: one is added here.',
      on: { 'card.submit': { target: 'savingCard', actions: assign({ errorCode: null }) } },
    },
    savingCard: {
      description: 'The new account is being bound.',
      tags: ['busy'],
      invoke: {
        id: 'addCard',
        src: 'addCard',
        input: ({ event }) =>
          event.type === 'card.submit' ? event.card : { bank_type: '', card_no: '', owner_name: '' },
        onDone: { target: 'checking', actions: assign({ cardId: ({ event }) => event.output.id }) },
        onError: { target: 'needCard', actions: 'keepError' },
      },
    },
    form: {
      description: 'Choosing the account and the amount; the rebate-fee notice shows while turnover remains.',
      on: {
        'card.select': {
          actions: assign(({ context, event }) => ({
            cardId: event.id,
            intentKey: event.id === context.cardId ? context.intentKey : null,
            fieldErrors: { ...context.fieldErrors, card: undefined },
            errorCode: null,
          })),
        },
        'amount.change': {
          actions: assign(({ context, event }) => ({
            amount: event.value,
            intentKey: event.value === context.amount ? context.intentKey : null,
            fieldErrors: { ...context.fieldErrors, amount: undefined },
            errorCode: null,
          })),
        },
        'form.submit': [
          { guard: 'formValid', target: 'confirming', actions: assign({ fieldErrors: {}, errorCode: null }) },
          { actions: assign({ fieldErrors: ({ context, event }) => validateWithdrawForm(context, event.limits) }) },
        ],
      },
    },
    confirming: {
      description: 'The six-digit withdrawal password on the keypad; complete digits send the request once.',
      on: {
        'passcode.submit': [
          { guard: 'passcodeValid', target: 'submitting', actions: assign({ fieldErrors: {} }) },
          { actions: assign({ fieldErrors: { qkPwd: 'format' } }) },
        ],
        'confirm.cancel': { target: 'form', actions: assign({ fieldErrors: {} }) },
      },
    },
    submitting: {
      description:
        'The withdrawal is with the platform, under one key however often it is sent; nothing else can be sent until it answers.',
      tags: ['busy'],
      entry: 'holdIntent',
      invoke: {
        id: 'submitWithdrawal',
        src: 'submitWithdrawal',
        input: ({ context, event }) => ({
          cardId: context.cardId ?? 0,
          amount: context.amount.trim(),
          pwd: event.type === 'passcode.submit' ? event.pwd : '',
          intentKey: context.intentKey ?? '',
        }),
        onDone: {
          target: 'done',
          actions: assign(({ context }) => ({
            result: { amount: context.amount.trim(), cardId: context.cardId ?? 0 },
            amount: '',
            intentKey: null,
          })),
        },
        onError: { target: 'form', actions: ['keepError', 'settleIntent'] },
      },
    },
    done: {
      description: 'The withdrawal was accepted and waits for review; the main wallet already shows the debit.',
      on: {
        'flow.restart': { target: 'checking', actions: assign({ result: null, errorCode: null, fieldErrors: {} }) },
      },
    },
  },
});
