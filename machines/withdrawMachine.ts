import { assign, fromPromise, setup } from 'xstate';
import { flowErrorCode, keepsIntent } from '@/lib/flowError';
import { newIntentKey } from '@/lib/intentKey';
import type { Prerequisites } from '@/lib/withdrawPrerequisites';
import type { CardInput, WithdrawContext, WithdrawEvent, WithdrawInput, WithdrawRequest } from './withdrawTypes';
import { validateNewQkPwd, validateRealname, validateWithdrawForm } from './withdrawRules';

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
