import { assign, fromPromise, setup } from 'xstate';
import { flowErrorCode, type FlowErrorCode } from '@/lib/flowError';

/** Which form field a client-side check refused, and why (codes only; the screen picks the words). */
export type LoginField = 'name' | 'password' | 'captcha';
export type LoginFieldError = 'required' | 'format' | 'length' | 'unavailable';
export type LoginFieldErrors = Partial<Record<LoginField, LoginFieldError>>;

export type CaptchaOutput = { key: string; img: string };
export type LoginRequest = { name: string; password: string; key?: string; captcha?: string };
export type TokenOutput = { token: string };

export type LoginInput = { captchaRequired: boolean; name?: string };

export type LoginContext = {
  name: string;
  password: string;
  captcha: string;
  captchaRequired: boolean;
  captchaKey: string | null;
  captchaImg: string | null;
  fieldErrors: LoginFieldErrors;
  errorCode: FlowErrorCode | null;
  isDemo: boolean;
};

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'captcha.refresh' }
  | { type: 'form.submit' }
  | { type: 'demo.start' };

export type LoginOutput = { isDemo: boolean };

const ACCOUNT = /^[a-z0-9]{6,8}$/;

/** The login form's own checks, mirroring the original popup: account 6–8 of [a-z0-9], password 6–13. */
export function validateLogin(
  c: Pick<LoginContext, 'name' | 'password' | 'captcha' | 'captchaRequired' | 'captchaKey'>,
): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const name = c.name.trim();
  if (!name) errors.name = 'required';
  else if (!ACCOUNT.test(name)) errors.name = 'format';
  if (!c.password) errors.password = 'required';
  else if (c.password.length < 6 || c.password.length > 13) errors.password = 'length';
  if (c.captchaRequired) {
    if (!c.captchaKey) errors.captcha = 'unavailable';
    else if (!c.captcha.trim()) errors.captcha = 'required';
  }
  return errors;
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput,
    tags: {} as 'busy' | 'captchaLoading',
  },
  actors: {
    loadCaptcha: fromPromise<CaptchaOutput, void>(async () => {
      throw new Error('loadCaptcha not provided');
    }),
    submitLogin: fromPromise<TokenOutput, LoginRequest>(async () => {
      throw new Error('submitLogin not provided');
    }),
    demoLogin: fromPromise<TokenOutput, void>(async () => {
      throw new Error('demoLogin not provided');
    }),
    loadMember: fromPromise<unknown, void>(async () => {
      throw new Error('loadMember not provided');
    }),
  },
  guards: {
    captchaRequired: ({ context }) => context.captchaRequired,
    formValid: ({ context }) => Object.keys(validateLogin(context)).length === 0,
  },
  actions: {
    // The session is filled by the feature (the login endpoint already stores the token); kept as a hook.
    handToSession: (_, _params: { token: string; isDemo: boolean }) => {},
    dropSession: () => {},
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[event.field];
      return { [event.field]: event.value, fieldErrors, errorCode: null } as Partial<LoginContext>;
    }),
    flagInvalid: assign({ fieldErrors: ({ context }) => validateLogin(context) }),
    clearAttempt: assign({ fieldErrors: {}, errorCode: null }),
    forgetCaptcha: assign({ captcha: '', captchaKey: null, captchaImg: null }),
    forgetSecrets: assign({ password: '', captcha: '' }),
  },
}).createMachine({
  id: 'login',
  description: 'Member login with optional captcha, or a demo (trial) login, from the same screen.',
  context: ({ input }) => ({
    name: input.name ?? '',
    password: '',
    captcha: '',
    captchaRequired: input.captchaRequired,
    captchaKey: null,
    captchaImg: null,
    fieldErrors: {},
    errorCode: null,
    isDemo: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Decides whether a captcha must be fetched before the member can submit.',
      always: [{ guard: 'captchaRequired', target: 'form.loadingCaptcha' }, { target: 'form.editing' }],
    },
    form: {
      description: 'The member can type and ask for a demo login.',
      initial: 'editing',
      on: {
        'field.change': { actions: 'setField' },
        'demo.start': { target: 'demoLoggingIn', actions: 'clearAttempt' },
      },
      states: {
        loadingCaptcha: {
          description: 'A new captcha image is on its way; the old one (if any) is no longer valid.',
          tags: ['captchaLoading'],
          entry: 'forgetCaptcha',
          on: { 'form.submit': { actions: 'flagInvalid' } },
          invoke: {
            id: 'loadCaptcha',
            src: 'loadCaptcha',
            onDone: {
              target: 'editing',
              actions: assign({
                captchaKey: ({ event }) => event.output.key,
                captchaImg: ({ event }) => event.output.img,
                fieldErrors: ({ context }) => {
                  const { captcha, ...rest } = context.fieldErrors;
                  return captcha === 'unavailable' ? rest : context.fieldErrors;
                },
              }),
            },
            onError: { target: 'captchaFailed' },
          },
        },
        captchaFailed: {
          description: 'The captcha could not be loaded; the member can tap to retry.',
          on: {
            'captcha.refresh': { target: 'loadingCaptcha' },
            'form.submit': { actions: 'flagInvalid' },
          },
        },
        editing: {
          description: 'The form is ready; submitting runs the client checks first.',
          on: {
            'captcha.refresh': { guard: 'captchaRequired', target: 'loadingCaptcha' },
            'form.submit': [
              { guard: 'formValid', target: '#login.submitting', actions: 'clearAttempt' },
              { actions: 'flagInvalid' },
            ],
          },
        },
      },
    },
    submitting: {
      description: 'The credentials are with the platform; input is disabled.',
      tags: ['busy'],
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        input: ({ context }) => ({
          name: context.name.trim(),
          password: context.password,
          ...(context.captchaRequired ? { key: context.captchaKey ?? '', captcha: context.captcha.trim() } : {}),
        }),
        onDone: {
          target: 'loadingMember',
          actions: [
            'forgetSecrets',
            { type: 'handToSession', params: ({ event }) => ({ token: event.output.token, isDemo: false }) },
          ],
        },
        onError: [
          {
            guard: 'captchaRequired',
            target: 'form.loadingCaptcha',
            actions: ['forgetSecrets', assign({ errorCode: ({ event }) => flowErrorCode(event.error) })],
          },
          {
            target: 'form.editing',
            actions: ['forgetSecrets', assign({ errorCode: ({ event }) => flowErrorCode(event.error) })],
          },
        ],
      },
    },
    demoLoggingIn: {
      description: 'A trial account is being created or reused for this device.',
      tags: ['busy'],
      invoke: {
        id: 'demoLogin',
        src: 'demoLogin',
        onDone: {
          target: 'loadingMember',
          actions: [
            assign({ isDemo: true }),
            { type: 'handToSession', params: ({ event }) => ({ token: event.output.token, isDemo: true }) },
          ],
        },
        onError: { target: 'form.editing', actions: assign({ errorCode: ({ event }) => flowErrorCode(event.error) }) },
      },
    },
    loadingMember: {
      description: 'Logged in; the member profile is loading before leaving the screen.',
      tags: ['busy'],
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        onDone: { target: 'loggedIn' },
        onError: {
          target: 'starting',
          actions: ['dropSession', assign({ isDemo: false, errorCode: ({ event }) => flowErrorCode(event.error) })],
        },
      },
    },
    loggedIn: {
      description: 'Done: the session holds the token and the member profile is loaded.',
      type: 'final',
    },
  },
  output: ({ context }) => ({ isDemo: context.isDemo }),
});
