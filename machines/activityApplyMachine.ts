import { assign, fromPromise, setup } from 'xstate';
import { flowErrorCode, type FlowErrorCode } from '@/lib/flowError';

/** The fields an activity may ask for in its hall form (docs/platform-api.md#activity-hall `hall_field`), in the order shown. */
export const HALL_FIELDS = ['member_name', 'recharge_money', 'game_type', 'api_game_type', 'bill_no'] as const;
export type HallField = (typeof HALL_FIELDS)[number];
export type ApplyFieldError = 'required' | 'format' | 'range';
export type ApplyFieldErrors = Partial<Record<HallField | 'captcha', ApplyFieldError>>;

export type Captcha = { key: string; img: string };
export type ApplyInput = { fields: readonly HallField[]; memberName: string };
export type ApplySubmit = { fields: Partial<Record<HallField, string | number>>; key: string; captcha: string };

export type ActivityApplyContext = {
  fields: readonly HallField[];
  values: Partial<Record<HallField, string>>;
  captcha: string;
  /** The image and its key; a captcha is good for one try, so every attempt gets a new one. */
  image: Captcha | null;
  fieldErrors: ApplyFieldErrors;
  errorCode: FlowErrorCode | null;
};

export type ActivityApplyEvent =
  | { type: 'field.change'; field: HallField; value: string }
  | { type: 'captcha.change'; value: string }
  | { type: 'captcha.refresh' }
  | { type: 'form.submit' }
  | { type: 'flow.restart' };

/** Which of the platform's hall fields an activity's comma list names; the member's account is always asked. */
export function hallFieldsOf(list: string | null | undefined): HallField[] {
  const named = new Set(
    String(list ?? '')
      .split(',')
      .map((s) => s.trim()),
  );
  return HALL_FIELDS.filter((f) => f === 'member_name' || named.has(f));
}

/** The platform's rules for each field (docs/platform-api.md#activity-hall): refused on the phone before anything is sent. */
export function validateApply(
  fields: readonly HallField[],
  values: Partial<Record<HallField, string>>,
  captcha: string,
): ApplyFieldErrors {
  const errors: ApplyFieldErrors = {};
  for (const f of fields) {
    const v = (values[f] ?? '').trim();
    if (!v) {
      errors[f] = 'required';
      continue;
    }
    if (f === 'member_name' && !/^[A-Za-z0-9]{6,8}$/.test(v)) errors[f] = 'format';
    if (f === 'recharge_money') {
      if (!/^\d{1,7}$/.test(v)) errors[f] = 'format';
      else if (Number(v) > 1_000_000) errors[f] = 'range';
    }
    if (f === 'bill_no' && v.length > 16) errors[f] = 'format';
    if ((f === 'game_type' || f === 'api_game_type') && !/^\d+$/.test(v)) errors[f] = 'format';
  }
  if (!captcha.trim()) errors.captcha = 'required';
  return errors;
}

/** The request body: numbers where the platform validates integers, text elsewhere. */
export function applyBody(c: Pick<ActivityApplyContext, 'fields' | 'values' | 'captcha' | 'image'>): ApplySubmit {
  const fields: ApplySubmit['fields'] = {};
  for (const f of c.fields) {
    const v = (c.values[f] ?? '').trim();
    fields[f] = f === 'member_name' || f === 'bill_no' ? v : Number(v);
  }
  return { fields, key: c.image?.key ?? '', captcha: c.captcha.trim() };
}

/**
 * An activity application in the hall (/Activity/{id}): the activity's form with a captcha, one submit,
 * the result. A refusal (a second application the same day, a wrong captcha) keeps what was typed and
 * brings a new captcha; the platform's message is the error toast, in the member's language.
 */
export const activityApplyMachine = setup({
  types: {
    context: {} as ActivityApplyContext,
    events: {} as ActivityApplyEvent,
    input: {} as ApplyInput,
    tags: {} as 'busy' | 'captchaLoading',
  },
  actors: {
    loadCaptcha: fromPromise<Captcha, void>(async () => {
      throw new Error('loadCaptcha not provided');
    }),
    apply: fromPromise<unknown, ApplySubmit>(async () => {
      throw new Error('apply not provided');
    }),
  },
  guards: {
    formValid: ({ context }) =>
      Object.keys(validateApply(context.fields, context.values, context.captcha)).length === 0,
  },
  actions: {
    clearCaptcha: assign({ captcha: '', image: null }),
  },
}).createMachine({
  id: 'activityApply',
  description: 'Applying for a hall activity: the form with its captcha, one submit, the result.',
  context: ({ input }) => ({
    fields: input.fields,
    values: { member_name: input.memberName },
    captcha: '',
    image: null,
    fieldErrors: {},
    errorCode: null,
  }),
  initial: 'loadingCaptcha',
  on: {
    'field.change': {
      actions: assign({
        values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
        fieldErrors: ({ context, event }) => ({ ...context.fieldErrors, [event.field]: undefined }),
      }),
    },
    'captcha.change': {
      actions: assign({
        captcha: ({ event }) => event.value,
        fieldErrors: ({ context }) => ({ ...context.fieldErrors, captcha: undefined }),
      }),
    },
  },
  states: {
    loadingCaptcha: {
      description: 'Asking for a captcha image; the form can be filled meanwhile.',
      tags: ['captchaLoading'],
      invoke: {
        src: 'loadCaptcha',
        onDone: { target: 'editing', actions: assign({ image: ({ event }) => event.output }) },
        onError: { target: 'captchaFailed' },
      },
    },
    captchaFailed: {
      description: 'No captcha came; the member can ask again by tapping the image.',
      on: { 'captcha.refresh': { target: 'loadingCaptcha' } },
    },
    editing: {
      description: "The form: the activity's fields and the captcha.",
      on: {
        'captcha.refresh': { target: 'loadingCaptcha', actions: 'clearCaptcha' },
        'form.submit': [
          { guard: 'formValid', target: 'submitting', actions: assign({ fieldErrors: {}, errorCode: null }) },
          {
            actions: assign({
              fieldErrors: ({ context }) => validateApply(context.fields, context.values, context.captcha),
            }),
          },
        ],
      },
    },
    submitting: {
      description: 'The application is with the platform; the form is locked so it goes once.',
      tags: ['busy'],
      invoke: {
        src: 'apply',
        input: ({ context }) => applyBody(context),
        onDone: { target: 'applied', actions: 'clearCaptcha' },
        onError: {
          target: 'loadingCaptcha',
          actions: [assign({ errorCode: ({ event }) => flowErrorCode(event.error) }), 'clearCaptcha'],
        },
      },
    },
    applied: {
      description: 'Accepted, awaiting review; the progress list shows it.',
      on: { 'flow.restart': { target: 'loadingCaptcha', actions: assign({ errorCode: null, fieldErrors: {} }) } },
    },
  },
});
