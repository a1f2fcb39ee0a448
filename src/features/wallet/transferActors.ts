import { fromPromise } from 'xstate';
import type { AppDispatch } from '@/state/store';
import { walletApi } from '@/api/walletApi';
import { authApi } from '@/api/authApi';
import { memberPatched } from '@/state/sessionSlice';
import type { TransferModeStatus } from '@machines/transferModeMachine';
import type { TransferRequest } from '@machines/gameTransferMachine';
import { applyTransfer, MAIN } from './walletMath';
import { failureCode } from '@/api/failureCode';

/** Wallets and the member read again from the platform (both carry balances; the member carries the mode). */
async function reload(dispatch: AppDispatch): Promise<void> {
  const wallets = dispatch(walletApi.endpoints.apiMoneys.initiate(undefined, { forceRefetch: true, subscribe: false }));
  const me = dispatch(authApi.endpoints.me.initiate(undefined, { forceRefetch: true, subscribe: false }));
  await Promise.allSettled([wallets, me]);
}

export function transferModeActors(dispatch: AppDispatch) {
  return {
    actors: {
      changeTrans: fromPromise<unknown, { status: TransferModeStatus }>(async ({ input }) => {
        try {
          return await dispatch(walletApi.endpoints.changeTrans.initiate({ status: input.status })).unwrap();
        } catch (e) {
          throw failureCode(e);
        }
      }),
      reloadWallets: fromPromise<unknown, void>(() => reload(dispatch)),
    },
    actions: {
      applyMode: (_: unknown, params: { status: TransferModeStatus }) => {
        dispatch(memberPatched({ is_trans_on: params.status === 1 }));
      },
    },
  };
}

export function gameTransferActors(dispatch: AppDispatch) {
  return {
    actors: {
      transfer: fromPromise<unknown, TransferRequest>(async ({ input }) => {
        try {
          return input.kind === 'deposit'
            ? await dispatch(walletApi.endpoints.deposit.initiate({ api_code: input.apiCode, money: input.amount, money_type: input.moneyType })).unwrap()
            : await dispatch(walletApi.endpoints.gameWithdrawal.initiate({ api_code: input.apiCode, money: input.amount })).unwrap();
        } catch (e) {
          throw failureCode(e);
        }
      }),
      reloadWallets: fromPromise<unknown, void>(() => reload(dispatch)),
    },
    actions: {
      applyLocal: (_: unknown, params: TransferRequest) => {
        let main: string | number | undefined;
        let rebate: string | number | undefined;
        dispatch(walletApi.util.updateQueryData('apiMoneys', undefined, (rows) => {
          const next = applyTransfer(rows, params);
          main = next.find((w) => w.api_name === MAIN)?.money;
          rebate = next.find((w) => w.api_name === 'fs_money')?.money;
          return next;
        }));
        const patch: { money?: string; fs_money?: string } = {};
        if (main !== undefined) patch.money = String(main);
        if (rebate !== undefined) patch.fs_money = String(rebate);
        dispatch(memberPatched(patch));
      },
    },
  };
}
