import { assign, fromPromise, setup } from 'xstate';
import { flowErrorCode, keepsIntent } from '@/lib/flowError';
import { newIntentKey } from '@/lib/intentKey';
import type {
  RechargeChannel,
  RechargeContext,
  RechargeDraft,
  RechargeEvent,
  RechargeInput,
  RechargeSubmit,
  RechargeSubmitOutput,
} from './rechargeTypes';
import { validateRecharge } from './rechargeRules';

const emptyDraft = (now: string): RechargeDraft => ({
  channel: null,
  amount: '',
  payerName: '',
  payerAccount: '',
  hkAt: now,
  pic: '',
  intentKey: null,
});
const fresh = { fieldErrors: {}, errorCode: null, uploadErrorCode: null, payUrl: null };

/**
 * Recharge: method → payee details (company channels) → amount and remittance → one submit → awaiting
 * review (company) or off to the payment page (online).
 */
export const rechargeMachine = setup({
  types: {
    context: {} as RechargeContext,
    events: {} as RechargeEvent,
    input: {} as RechargeInput,
    tags: {} as 'busy' | 'uploading',
  },
  actors: {
    submitRecharge: fromPromise<RechargeSubmitOutput, RechargeSubmit>(async () => {
      throw new Error('submitRecharge not provided');
    }),
    uploadPicture: fromPromise<{ url: string }, { file: Blob; name: string }>(async () => {
      throw new Error('uploadPicture not provided');
    }),
  },
  guards: {
    hasChannel: ({ context }) => context.channel !== null,
    isCompanyPick: ({ event }) => event.type === 'method.select' && event.kind === 'company',
    isCompany: ({ context }) => context.channel?.kind === 'company',
    formValid: ({ context }) => Object.keys(validateRecharge(context)).length === 0,
    gotPayUrl: ({ event }) => typeof (event as { output?: RechargeSubmitOutput }).output?.payUrl === 'string',
  },
  actions: {
    /** The feature opens the platform's pay address (checked to be http(s) or same-site). */
    openPayUrl: (_, _params: { url: string }) => {},
    pickChannel: assign(({ event }) => {
      if (event.type !== 'method.select') return {};
      const { paymentId, paymentType, kind, min, max } = event;
      return { channel: { paymentId, paymentType, kind, min, max }, intentKey: null, fieldErrors: {}, errorCode: null };
    }),
    /** The confirmed deposit's key: made now, or the one of the same deposit sent before. */
    holdIntent: assign({ intentKey: ({ context }) => context.intentKey ?? newIntentKey() }),
  },
}).createMachine({
  id: 'recharge',
  description: 'Deposit: choose a channel, read the payee, enter amount and remittance, submit once.',
  context: ({ input }) => {
    const base = emptyDraft(input.now ?? '');
    const draft = input.draft ?? {};
    return {
      ...base,
      ...Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined)),
      ...fresh,
    } as RechargeContext;
  },
  initial: 'starting',
  states: {
    starting: {
      description: 'A draft kept from before a forced re-login goes straight back to the form.',
      always: [{ guard: 'hasChannel', target: 'details' }, { target: 'choosingMethod' }],
    },
    choosingMethod: {
      description: 'The member picks online payment or one of the company channels.',
      on: {
        'method.select': [
          { guard: 'isCompanyPick', target: 'payee', actions: 'pickChannel' },
          { target: 'details', actions: 'pickChannel' },
        ],
      },
    },
    payee: {
      description: 'Where to send the money (name, account, bank and branch, QR code or USDT address), each copyable.',
      on: {
        'payee.next': { target: 'details' },
        'flow.back': { target: 'choosingMethod' },
      },
    },
    details: {
      description:
        'Amount within the channel limits, and for company channels the remittance details and an optional receipt.',
      initial: 'ready',
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const fieldErrors = { ...context.fieldErrors };
            delete fieldErrors[event.field];
            // Another figure is another deposit: its key is made when it is confirmed.
            const intentKey = context[event.field] === event.value ? context.intentKey : null;
            return { [event.field]: event.value, intentKey, fieldErrors, errorCode: null } as Partial<RechargeContext>;
          }),
        },
        'flow.back': [{ guard: 'isCompany', target: 'payee' }, { target: 'choosingMethod' }],
      },
      states: {
        ready: {
          description: 'The form can be submitted or a receipt picked.',
          on: {
            'pic.select': { guard: 'isCompany', target: 'uploading' },
            'pic.remove': { actions: assign({ pic: '', intentKey: null, uploadErrorCode: null }) },
            'form.submit': [
              {
                guard: 'formValid',
                target: '#recharge.submitting',
                actions: assign({ fieldErrors: {}, errorCode: null }),
              },
              { actions: assign({ fieldErrors: ({ context }) => validateRecharge(context) }) },
            ],
          },
        },
        uploading: {
          description: 'The receipt picture is on its way; submitting waits for it.',
          tags: ['uploading'],
          invoke: {
            id: 'uploadPicture',
            src: 'uploadPicture',
            input: ({ event }) =>
              event.type === 'pic.select' ? { file: event.file, name: event.name } : { file: new Blob(), name: '' },
            onDone: {
              target: 'ready',
              actions: assign({ pic: ({ event }) => event.output.url, intentKey: null, uploadErrorCode: null }),
            },
            onError: {
              target: 'ready',
              actions: assign({ uploadErrorCode: ({ event }) => flowErrorCode(event.error) }),
            },
          },
        },
      },
    },
    submitting: {
      description:
        'The deposit is with the platform, under one key however often it is sent; the submit control stays disabled until it answers.',
      tags: ['busy'],
      entry: 'holdIntent',
      invoke: {
        id: 'submitRecharge',
        src: 'submitRecharge',
        input: ({ context }) => {
          const { channel, amount, payerName, payerAccount, hkAt, pic } = context;
          const ch = channel as RechargeChannel;
          return {
            kind: ch.kind,
            channel: ch,
            amount: amount.trim(),
            payerName: payerName.trim(),
            payerAccount: payerAccount.trim(),
            hkAt: hkAt.trim(),
            pic,
            intentKey: context.intentKey ?? '',
          };
        },
        onDone: [
          {
            guard: 'gotPayUrl',
            target: 'paying',
            actions: [
              assign({ payUrl: ({ event }) => event.output.payUrl ?? null, intentKey: null }),
              { type: 'openPayUrl', params: ({ event }) => ({ url: event.output.payUrl ?? '' }) },
            ],
          },
          { target: 'awaitingReview', actions: assign({ intentKey: null }) },
        ],
        onError: {
          target: 'details',
          actions: assign(({ context, event }) => {
            const errorCode = flowErrorCode(event.error);
            return { errorCode, intentKey: keepsIntent(errorCode) ? context.intentKey : null };
          }),
        },
      },
    },
    paying: {
      description: 'The online order exists; the member pays on the channel’s page.',
      on: {
        'flow.restart': {
          target: 'choosingMethod',
          actions: assign(({ context }) => ({ ...emptyDraft(context.hkAt), ...fresh })),
        },
      },
    },
    awaitingReview: {
      description: 'The transfer details were submitted and wait for customer service to check them.',
      on: {
        'flow.restart': {
          target: 'choosingMethod',
          actions: assign(({ context }) => ({ ...emptyDraft(context.hkAt), ...fresh })),
        },
      },
    },
  },
});
