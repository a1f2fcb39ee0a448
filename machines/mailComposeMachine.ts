import { assign, fromPromise, setup } from 'xstate';
import { flowErrorCode, type FlowErrorCode } from '@/lib/flowError';

/** Which field a client-side check refused and why (codes only; the screen picks the words). */
export type MailField = 'title' | 'content';
export type MailFieldError = 'required' | 'tooShort' | 'tooLong';
export type MailFieldErrors = Partial<Record<MailField, MailFieldError>>;

/** The platform accepts a title and content of at least 2 characters (docs/platform-api.md#mail). */
export const MAIL_MIN_LENGTH = 2;
export const MAIL_TITLE_MAX = 100;
export const MAIL_CONTENT_MAX = 5000;

export type MailSendRequest = { title: string; content: string; pid: number | null };
export type MailSendOutput = { id: number };

export type MailComposeInput = { pid?: number | null; title?: string };

export type MailComposeContext = {
  title: string;
  content: string;
  /** The mail answered, for a reply; null for a new mail. */
  pid: number | null;
  fieldErrors: MailFieldErrors;
  /** The HTTP status of a refusal, or 'network' when no answer came. */
  errorCode: FlowErrorCode | null;
  sentId: number | null;
};

export type MailComposeEvent = { type: 'field.change'; field: MailField; value: string } | { type: 'form.submit' };

function check(value: string, max: number): MailFieldError | undefined {
  const v = value.trim();
  if (!v) return 'required';
  if ([...v].length < MAIL_MIN_LENGTH) return 'tooShort';
  if ([...v].length > max) return 'tooLong';
  return undefined;
}

/** The compose form's own checks, the same the platform applies. */
export function validateMail(c: Pick<MailComposeContext, 'title' | 'content'>): MailFieldErrors {
  const errors: MailFieldErrors = {};
  const title = check(c.title, MAIL_TITLE_MAX);
  const content = check(c.content, MAIL_CONTENT_MAX);
  if (title) errors.title = title;
  if (content) errors.content = content;
  return errors;
}

const isValid = ({ context }: { context: MailComposeContext }) => Object.keys(validateMail(context)).length === 0;

export const mailComposeMachine = setup({
  types: {
    context: {} as MailComposeContext,
    events: {} as MailComposeEvent,
    input: {} as MailComposeInput,
    output: {} as MailSendOutput,
    tags: {} as 'busy',
  },
  actors: {
    sendMail: fromPromise<MailSendOutput, MailSendRequest>(async () => {
      throw new Error('sendMail not provided');
    }),
  },
  guards: { isValid },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      return { [event.field]: event.value, fieldErrors: { ...context.fieldErrors, [event.field]: undefined } };
    }),
    showErrors: assign(({ context }) => ({ fieldErrors: validateMail(context) })),
    clearFailure: assign({ errorCode: null }),
  },
}).createMachine({
  id: 'mailCompose',
  description:
    'A new mail or a reply: title and content checked here, sent once, kept on screen if the platform refuses it.',
  context: ({ input }) => ({
    title: input.title ?? '',
    content: '',
    pid: input.pid ?? null,
    fieldErrors: {},
    errorCode: null,
    sentId: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The member types the title and the content.',
      on: {
        'field.change': { actions: 'setField' },
        'form.submit': [
          { guard: 'isValid', target: 'sending', actions: 'clearFailure' },
          { target: 'invalid', actions: 'showErrors' },
        ],
      },
    },
    invalid: {
      description: 'A field is empty or shorter than 2 characters; nothing was sent.',
      on: {
        'field.change': { target: 'editing', actions: 'setField' },
        // Only an edit can make the form valid again, and an edit leaves this state.
        'form.submit': { actions: 'showErrors' },
      },
    },
    sending: {
      description: 'The mail is on its way; the form is locked so it is sent exactly once.',
      tags: 'busy',
      invoke: {
        src: 'sendMail',
        input: ({ context }) => ({ title: context.title.trim(), content: context.content.trim(), pid: context.pid }),
        onDone: { target: 'sent', actions: assign({ sentId: ({ event }) => event.output.id }) },
        onError: { target: 'failed', actions: assign({ errorCode: ({ event }) => flowErrorCode(event.error) }) },
      },
    },
    failed: {
      description: 'The platform refused the mail or did not answer; what was typed is kept for another try.',
      on: {
        'field.change': { target: 'editing', actions: ['setField', 'clearFailure'] },
        // Nothing changed since the last valid send: the same mail goes again.
        'form.submit': { target: 'sending', actions: 'clearFailure' },
      },
    },
    sent: {
      description: 'The platform accepted the mail; it is at the top of the sent list.',
      type: 'final',
    },
  },
  output: ({ context }) => ({ id: context.sentId ?? 0 }),
});
