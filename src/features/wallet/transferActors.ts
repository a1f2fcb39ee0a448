import { fromPromise } from 'xstate';
import type { AppDispatch } from '@/state/store';
import { endpointActor, flowActor } from '@/flow/endpointActor';
import { sendIntent } from '@/flow/intentSend';
import type { FlowDeps } from '@/flow/useFlow';
import { walletApi } from '@/api/walletApi';
import { authApi } from '@/api/authApi';
import type { TransferModeStatus } from '@machines/transferModeMachine';
import type { KeyedTransfer, TransferRequest } from '@machines/gameTransferMachine';
import { applyTransfer, MAIN } from './walletMath';

/** Wallets and the member read again from the platform (both carry balances; the member carries the mode). */
async function reload(dispatch: AppDispatch): Promise<void> {
  const wallets = dispatch(walletApi.endpoints.apiMoneys.initiate(undefined, { forceRefetch: true, subscribe: false }));
  const me = dispatch(authApi.endpoints.me.initiate(undefined, { forceRefetch: true, subscribe: false }));
  await Promise.allSettled([wallets, me]);
}

export function transferModeActors({ dispatch }: FlowDeps) {
  return {
    actors: {
      changeTrans: endpointActor((input: { status: TransferModeStatus }) =>
        dispatch(walletApi.endpoints.changeTrans.initiate({ status: input.status })),
      ),
      reloadWallets: fromPromise<unknown, void>(() => reload(dispatch)),
    },
    actions: {
      applyMode: (_: unknown, params: { status: TransferModeStatus }) => {
        dispatch(
          authApi.util.updateQueryData('me', undefined, (me) => {
            me.is_trans_on = params.status === 1 ? 1 : 0;
          }),
        );
      },
    },
  };
}

export function gameTransferActors({ dispatch }: FlowDeps) {
  return {
    actors: {
      transfer: flowActor<KeyedTransfer, unknown>(({ kind, apiCode, amount, moneyType, intentKey }) =>
        sendIntent(dispatch, intentKey, (resend) =>
          kind === 'deposit'
            ? dispatch(
                walletApi.endpoints.deposit.initiate({
                  api_code: apiCode,
                  money: amount,
                  money_type: moneyType,
                  intentKey,
                  resend,
                }),
              ).unwrap()
            : dispatch(
                walletApi.endpoints.gameWithdrawal.initiate({ api_code: apiCode, money: amount, intentKey, resend }),
              ).unwrap(),
        ),
      ),
      reloadWallets: fromPromise<unknown, void>(() => reload(dispatch)),
    },
    actions: {
      applyLocal: (_: unknown, params: TransferRequest) => {
        let main: string | number | undefined;
        let rebate: string | number | undefined;
        dispatch(
          walletApi.util.updateQueryData('apiMoneys', undefined, (rows) => {
            const next = applyTransfer(rows, params);
            main = next.find((w) => w.api_name === MAIN)?.money;
            rebate = next.find((w) => w.api_name === 'fs_money')?.money;
            return next;
          }),
        );
        // The member's balances follow the wallets at once; the reload after the answer confirms both.
        dispatch(
          authApi.util.updateQueryData('me', undefined, (me) => {
            if (main !== undefined) me.money = String(main);
            if (rebate !== undefined) me.fs_money = String(rebate);
          }),
        );
      },
    },
  };
}
