import { assign, fromPromise, setup } from 'xstate';
import { flowErrorCode, keepsIntent, type FlowErrorCode } from '@/lib/flowError';
import { newIntentKey } from '@/lib/intentKey';
import { wholeUnits } from '@/lib/cents';

/** The two platform wallets; every other wallet id is a game supplier's code. */
export const MAIN_WALLET = 'money';
export const REBATE_WALLET = 'fs_money';

export type TransferKind = 'deposit' | 'withdraw';
export type TransferRequest = { kind: TransferKind; apiCode: string; amount: string; moneyType: 'money' | 'fs_money' };
/** A transfer as sent: with its intent's key, the same on every copy (api/intent). */
export type KeyedTransfer = TransferRequest & { intentKey: string };

/** Why the form was refused on the device (codes only; the screen picks the words). */
export type GameTransferFieldError =
  'walletRequired' | 'betweenWallets' | 'amountRequired' | 'wholeUnits' | 'overBalance';

export type GameTransferContext = {
  from: string;
  to: string;
  amount: string;
  fieldError: GameTransferFieldError | null;
  errorCode: FlowErrorCode | null;
  /** The last transfer the platform accepted, for the screen's confirmation. */
  done: TransferRequest | null;
  /** The key of the confirmed transfer until the platform answers it (a copy sent again carries the same). */
  intentKey: string | null;
};

/** What an edit clears: the last refusal and the last confirmation. */
const cleared = { fieldError: null, errorCode: null, done: null };

export type GameTransferInput = { from?: string; to?: string; amount?: string };

export type GameTransferEvent =
  | { type: 'from.select'; wallet: string }
  | { type: 'to.select'; wallet: string }
  | { type: 'amount.change'; value: string }
  /** `available`: the source wallet's balance as the screen shows it (null when it is not opened). */
  | { type: 'form.submit'; available: string | null };

const isPlatformWallet = (w: string) => w === MAIN_WALLET || w === REBATE_WALLET;

/**
 * What a pair of wallets means: main or rebate → game is a deposit, game → main a withdrawal; anything
 * else (main ↔ rebate, game ↔ game, game → rebate) is not a transfer the platform offers.
 */
export function classifyTransfer(from: string, to: string): TransferKind | null {
  if (!from || !to || from === to) return null;
  if (isPlatformWallet(from) && !isPlatformWallet(to)) return 'deposit';
  if (!isPlatformWallet(from) && to === MAIN_WALLET) return 'withdraw';
  return null;
}

/** The transfer rules the device can check: a real pair of wallets, whole units, no more than the source holds. */
export function validateTransfer(
  c: Pick<GameTransferContext, 'from' | 'to' | 'amount'>,
  available: string | null,
): GameTransferFieldError | null {
  if (!c.from || !c.to) return 'walletRequired';
  if (!classifyTransfer(c.from, c.to)) return 'betweenWallets';
  const amount = c.amount.trim();
  if (!amount) return 'amountRequired';
  if (!/^\d+$/.test(amount) || BigInt(amount) < 1n) return 'wholeUnits';
  const whole = wholeUnits(available);
  if (whole === null || BigInt(amount) > whole) return 'overBalance';
  return null;
}

export function toTransferRequest(c: Pick<GameTransferContext, 'from' | 'to' | 'amount'>): TransferRequest {
  const kind = classifyTransfer(c.from, c.to) ?? 'deposit';
  return kind === 'deposit'
    ? {
        kind,
        apiCode: c.to,
        amount: String(BigInt(c.amount.trim())),
        moneyType: c.from === REBATE_WALLET ? 'fs_money' : 'money',
      }
    : { kind, apiCode: c.from, amount: String(BigInt(c.amount.trim())), moneyType: 'money' };
}

/**
 * Manual-mode transfer between a platform wallet and a game wallet. One request per confirmed form;
 * after the answer (or none) the wallets are reloaded, so what the member sees is the platform's figure.
 */
export const gameTransferMachine = setup({
  types: {
    context: {} as GameTransferContext,
    events: {} as GameTransferEvent,
    input: {} as GameTransferInput,
    tags: {} as 'busy',
  },
  actors: {
    transfer: fromPromise<unknown, KeyedTransfer>(async () => {
      throw new Error('transfer not provided');
    }),
    reloadWallets: fromPromise<unknown, void>(async () => {
      throw new Error('reloadWallets not provided');
    }),
  },
  guards: {
    formValid: ({ context, event }) =>
      event.type === 'form.submit' && validateTransfer(context, event.available) === null,
  },
  actions: {
    /** The feature moves the figures on screen at once (docs/screens.md#how-state-moves), in exact decimals, before reconciling. */
    applyLocal: (_, _params: TransferRequest) => {},
    /** The confirmed transfer's key: made now, or the one of the same transfer sent before. */
    holdIntent: assign({ intentKey: ({ context }) => context.intentKey ?? newIntentKey() }),
  },
}).createMachine({
  id: 'gameTransfer',
  description: 'Deposit into or withdraw from a game wallet in manual mode, then reconcile with the platform.',
  context: ({ input }) => ({
    from: input.from ?? MAIN_WALLET,
    to: input.to ?? '',
    amount: input.amount ?? '',
    fieldError: null,
    errorCode: null,
    done: null,
    intentKey: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Choosing the two wallets and a whole amount.',
      on: {
        'from.select': {
          actions: assign(({ context, event }) => ({
            from: event.wallet,
            intentKey: event.wallet === context.from ? context.intentKey : null,
            ...cleared,
          })),
        },
        'to.select': {
          actions: assign(({ context, event }) => ({
            to: event.wallet,
            intentKey: event.wallet === context.to ? context.intentKey : null,
            ...cleared,
          })),
        },
        'amount.change': {
          actions: assign(({ context, event }) => ({
            amount: event.value,
            intentKey: event.value === context.amount ? context.intentKey : null,
            ...cleared,
          })),
        },
        'form.submit': [
          {
            guard: 'formValid',
            target: 'transferring',
            actions: assign({ fieldError: null, errorCode: null, done: null }),
          },
          {
            actions: assign({
              fieldError: ({ context, event }) => validateTransfer(context, event.available),
            }),
          },
        ],
      },
    },
    transferring: {
      description:
        'The transfer is with the platform (up to 100 s), under one key however often it is sent; input is disabled.',
      tags: ['busy'],
      entry: 'holdIntent',
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => ({ ...toTransferRequest(context), intentKey: context.intentKey ?? '' }),
        onDone: {
          target: 'reconciling',
          actions: [
            { type: 'applyLocal', params: ({ context }) => toTransferRequest(context) },
            assign({ done: ({ context }) => toTransferRequest(context), amount: '', intentKey: null }),
          ],
        },
        onError: {
          target: 'reconciling',
          actions: assign(({ context, event }) => {
            const errorCode = flowErrorCode(event.error);
            return { errorCode, intentKey: keepsIntent(errorCode) ? context.intentKey : null };
          }),
        },
      },
    },
    reconciling: {
      description: 'Wallets are read again so the figures on screen equal the platform’s, whatever the answer was.',
      tags: ['busy'],
      invoke: {
        id: 'reloadWallets',
        src: 'reloadWallets',
        onDone: { target: 'editing' },
        onError: { target: 'editing' },
      },
    },
  },
});
