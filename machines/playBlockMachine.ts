import { assign, fromPromise, setup } from 'xstate';
import { flowErrorCode, type FlowErrorCode } from '@/lib/flowError';

export type BlockKind = 'timeout' | 'exclusion';
/** Time-out: 24 hours, 7 or 30 days, 6 weeks. Self-exclusion: 6 months, 1, 2 or 5 years. */
export const BLOCK_CHOICES = {
  timeout: ['24h', '7d', '30d', '6w'],
  exclusion: ['6m', '1y', '2y', '5y'],
} as const satisfies Record<BlockKind, readonly string[]>;

export type PlayBlockContext = {
  kind: BlockKind | null;
  period: string | null;
  /** the end the platform quoted (platform time), stated in the one confirmation */
  until: string | null;
  errorCode: FlowErrorCode | null;
};

export type PlayBlockEvent =
  { type: 'choice.pick'; kind: BlockKind; period: string } | { type: 'choice.back' } | { type: 'block.confirm' };

/**
 * Taking a time-out or a self-exclusion (RTS 13, 14): the member picks its length, the platform states its end,
 * one confirmation applies it at once, and the session ends. Nothing in the app undoes it early.
 */
export const playBlockMachine = setup({
  types: {
    context: {} as PlayBlockContext,
    events: {} as PlayBlockEvent,
    tags: {} as 'busy',
  },
  actors: {
    quoteBlock: fromPromise<{ until: string }, { kind: BlockKind; period: string }>(async () => {
      throw new Error('quoteBlock not provided');
    }),
    /** `message`: the platform's own sentence for what was taken, with its end date */
    /** `until`: the end the confirmation stated, which the platform keeps */
    takeBlock: fromPromise<{ until: string; message?: string }, { kind: BlockKind; period: string; until: string }>(
      async () => {
        throw new Error('takeBlock not provided');
      },
    ),
  },
  actions: {
    keepError: assign({ errorCode: ({ event }) => flowErrorCode((event as { error?: unknown }).error) }),
    /** The feature ends the session in this tab and tells the member's other tabs. */
    endSession: (_, _params: { until: string; message: string }) => {},
  },
}).createMachine({
  id: 'playBlock',
  description: 'A time-out or self-exclusion: pick its length, read its end, confirm once, logged out.',
  context: { kind: null, period: null, until: null, errorCode: null },
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The member picks a time-out or an exclusion and its length; nothing is sent yet.',
      on: {
        'choice.pick': {
          target: 'quoting',
          actions: assign(({ event }) => ({ kind: event.kind, period: event.period, until: null, errorCode: null })),
        },
      },
    },
    quoting: {
      description: 'Asking the platform when the chosen time-out or exclusion would end.',
      tags: ['busy'],
      invoke: {
        id: 'quoteBlock',
        src: 'quoteBlock',
        input: ({ context }) => ({ kind: context.kind ?? 'timeout', period: context.period ?? '' }),
        onDone: { target: 'confirming', actions: assign({ until: ({ event }) => event.output.until }) },
        onError: { target: 'choosing', actions: 'keepError' },
      },
    },
    confirming: {
      description: 'The one confirmation, stating the end date; the member may still go back.',
      on: {
        'block.confirm': { target: 'applying' },
        'choice.back': { target: 'choosing', actions: assign({ until: null }) },
      },
    },
    applying: {
      description: 'The platform applies it at once and ends every session of the member.',
      tags: ['busy'],
      invoke: {
        id: 'takeBlock',
        src: 'takeBlock',
        input: ({ context }) => ({
          kind: context.kind ?? 'timeout',
          period: context.period ?? '',
          until: context.until ?? '',
        }),
        onDone: {
          target: 'done',
          actions: [
            assign({ until: ({ event }) => event.output.until }),
            {
              type: 'endSession',
              params: ({ event }) => ({ until: event.output.until, message: event.output.message ?? '' }),
            },
          ],
        },
        onError: { target: 'confirming', actions: 'keepError' },
      },
    },
    done: {
      description: 'Applied: the member is logged out until the end date.',
      type: 'final',
    },
  },
});
