import type { RootState } from '@/state/store';
import { rechargeApi, type Payment } from '@/api/rechargeApi';
import type { RechargeSubmit, RechargeSubmitOutput } from '@machines/rechargeTypes';
import { flowActor } from '@/flow/endpointActor';
import { sendIntent } from '@/flow/intentSend';
import { newIntentKey } from '@/lib/intentKey';
import type { FlowDeps } from '@/flow/useFlow';
import { safeHttpUrl } from '@/lib/safeUrl';

/** A pay address the app may open: http(s), or a path on this site; anything else is dropped. */
export const safePayUrl = (raw: string): string | null => safeHttpUrl(raw, location.origin);

function findPayment(state: RootState, id: number): Payment | undefined {
  return rechargeApi.endpoints.normalPayments
    .select()(state)
    .data?.find((p) => p.id === id);
}

export function rechargeActors({ dispatch, getState }: FlowDeps) {
  return {
    actors: {
      submitRecharge: flowActor<RechargeSubmit, RechargeSubmitOutput>(async (input) => {
        const { intentKey } = input;
        if (input.kind === 'online') {
          const body = {
            payment_id: String(input.channel.paymentId),
            payment_type: input.channel.paymentType,
            money: input.amount,
          };
          const r = await sendIntent(dispatch, intentKey, (resend) =>
            dispatch(rechargeApi.endpoints.rechargeOnline.initiate({ ...body, intentKey, resend })).unwrap(),
          );
          return { payUrl: r.payUrl };
        }
        const p = findPayment(getState(), input.channel.paymentId);
        const body = {
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
        };
        await sendIntent(dispatch, intentKey, (resend) =>
          dispatch(rechargeApi.endpoints.rechargeNormal.initiate({ ...body, intentKey, resend })).unwrap(),
        );
        return {};
      }),
      // Each picked receipt is an upload of its own: its key is made as it is picked.
      uploadPicture: flowActor<{ file: Blob; name: string }, { url: string }>((input) => {
        const intentKey = newIntentKey();
        return sendIntent(dispatch, intentKey, (resend) =>
          dispatch(rechargeApi.endpoints.uploadReceipt.initiate({ ...input, intentKey, resend })).unwrap(),
        );
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
