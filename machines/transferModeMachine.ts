import { assign, fromPromise, setup } from 'xstate';
import { flowErrorCode, type FlowErrorCode } from '@/lib/flowError';

/** 1: auto (entering a game carries the whole main wallet in), 0: manual transfers. */
export type TransferModeStatus = 0 | 1;

export type TransferModeContext = {
  /** The mode asked for; null while nothing is asked. */
  target: TransferModeStatus | null;
  errorCode: FlowErrorCode | null;
  /** The last switch the platform confirmed, so the screen can say so once. */
  switched: TransferModeStatus | null;
};

export type TransferModeEvent =
  { type: 'mode.toggle'; to: TransferModeStatus } | { type: 'confirm.accept' } | { type: 'confirm.cancel' };

/**
 * Switching between auto and manual transfer (game/change_trans). The member confirms first; whatever
 * the answer (even none), the wallets are reloaded so the screen shows the platform's mode and balances,
 * and a failure never shows a mode the platform did not take.
 */
export const transferModeMachine = setup({
  types: {
    context: {} as TransferModeContext,
    events: {} as TransferModeEvent,
    tags: {} as 'busy',
  },
  actors: {
    changeTrans: fromPromise<unknown, { status: TransferModeStatus }>(async () => {
      throw new Error('changeTrans not provided');
    }),
    reloadWallets: fromPromise<unknown, void>(async () => {
      throw new Error('reloadWallets not provided');
    }),
  },
  actions: {
    /** The feature mirrors the confirmed mode into the member (as the original store did). */
    applyMode: (_, _params: { status: TransferModeStatus }) => {},
  },
}).createMachine({
  id: 'transferMode',
  description: 'Auto ↔ manual transfer mode: confirm, switch once, then reload the wallets.',
  context: { target: null, errorCode: null, switched: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Showing the current mode; the member may ask for the other one.',
      on: {
        'mode.toggle': {
          target: 'confirming',
          actions: assign({ target: ({ event }) => event.to, errorCode: null, switched: null }),
        },
      },
    },
    confirming: {
      description: 'Asking the member to confirm the switch; nothing is sent yet.',
      on: {
        'confirm.accept': { target: 'switching' },
        'confirm.cancel': { target: 'idle', actions: assign({ target: null }) },
      },
    },
    switching: {
      description: 'The switch is with the platform; the control is disabled until it answers.',
      tags: ['busy'],
      invoke: {
        id: 'changeTrans',
        src: 'changeTrans',
        input: ({ context }) => ({ status: context.target ?? 0 }),
        onDone: {
          target: 'reloading',
          actions: [
            { type: 'applyMode', params: ({ context }) => ({ status: context.target ?? 0 }) },
            assign({ switched: ({ context }) => context.target }),
          ],
        },
        onError: { target: 'reloading', actions: assign({ errorCode: ({ event }) => flowErrorCode(event.error) }) },
      },
    },
    reloading: {
      description: 'Wallets (and the mode) are read again from the platform, after success or failure alike.',
      tags: ['busy'],
      invoke: {
        id: 'reloadWallets',
        src: 'reloadWallets',
        onDone: { target: 'idle', actions: assign({ target: null }) },
        onError: { target: 'idle', actions: assign({ target: null }) },
      },
    },
  },
});
