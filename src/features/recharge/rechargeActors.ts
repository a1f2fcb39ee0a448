import { fromPromise } from 'xstate';
import type { AppDispatch, RootState } from '@/state/store';
import { rechargeApi, type Payment } from '@/api/rechargeApi';
import type { RechargeSubmit, RechargeSubmitOutput } from '@machines/rechargeMachine';
import { failureCode } from '@/api/failureCode';

/** A pay address the app may open: http(s), or a path on this site; anything else is dropped. */
export function safePayUrl(raw: string, origin: string = location.origin): string | null {
  try {
    const u = new URL(raw, origin);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

function findPayment(state: RootState, id: number): Payment | undefined {
  return rechargeApi.endpoints.normalPayments.select()(state).data?.find((p) => p.id === id);
}

export function rechargeActors(dispatch: AppDispatch, getState: () => RootState) {
  return {
    actors: {
      submitRecharge: fromPromise<RechargeSubmitOutput, RechargeSubmit>(async ({ input }) => {
        try {
          if (input.kind === 'online') {
            const r = await dispatch(rechargeApi.endpoints.rechargeOnline.initiate({
              payment_id: String(input.channel.paymentId), payment_type: input.channel.paymentType, money: input.amount,
            })).unwrap();
            return { payUrl: r.payUrl };
          }
          const p = findPayment(getState(), input.channel.paymentId);
          await dispatch(rechargeApi.endpoints.rechargeNormal.initiate({
            name: input.payerName,
            money: input.amount,
            account: input.payerAccount,
            hk_at: input.hkAt.length === 16 ? `${input.hkAt}:00` : input.hkAt,
            payment_type: input.channel.paymentType,
            payment_id: String(input.channel.paymentId),
            payment_account: p?.account ?? '',
            payment_name: p?.name ?? '',
            ...(p?.params?.bank_type ? { payment_bank_type: p.params.bank_type } : {}),
            ...(input.pic ? { payment_pic: input.pic } : {}),
            ...(p?.remark_code !== undefined ? { remark_code: String(p.remark_code) } : {}),
          })).unwrap();
          return {};
        } catch (e) {
          throw failureCode(e);
        }
      }),
      uploadPicture: fromPromise<{ url: string }, { file: Blob; name: string }>(async ({ input }) => {
        try {
          return await dispatch(rechargeApi.endpoints.uploadReceipt.initiate(input)).unwrap();
        } catch (e) {
          throw failureCode(e);
        }
      }),
    },
    actions: {
      openPayUrl: (_: unknown, params: { url: string }) => {
        const url = safePayUrl(params.url);
        if (url) window.open(url, '_blank', 'noopener');
      },
    },
  };
}
