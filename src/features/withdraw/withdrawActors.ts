import { authApi } from '@/api/authApi';
import { bankApi } from '@/api/bankApi';
import { drawingApi } from '@/api/drawingApi';
import type { CardInput, WithdrawRequest } from '@machines/withdrawTypes';
import { withdrawPrerequisites, type Prerequisites } from '@/lib/withdrawPrerequisites';
import { endpointActor, flowActor } from '@/flow/endpointActor';
import type { FlowDeps } from '@/flow/useFlow';
import { sendIntent } from '@/flow/intentSend';

/** A read this recent (or still on its way) is current enough for the prerequisites. */
const FRESH_MS = 5_000;

export function withdrawActors({ dispatch, getState }: FlowDeps) {
  // Opening the form straight from the address already reads the member (boot, the guard) and the member's
  // accounts (app/openingReads): those answers are used rather than asked for a second time; older ones are read
  // again, whatever the cache holds.
  const fresh = (read: { isLoading: boolean; isSuccess: boolean; fulfilledTimeStamp?: number }) =>
    read.isLoading || (read.isSuccess && Date.now() - (read.fulfilledTimeStamp ?? 0) < FRESH_MS);
  return {
    actors: {
      loadPrerequisites: flowActor<void, Prerequisites>(async () => {
        const [me, banks] = await Promise.all([
          dispatch(
            authApi.endpoints.me.initiate(undefined, {
              forceRefetch: !fresh(authApi.endpoints.me.select()(getState())),
              subscribe: false,
            }),
          ).unwrap(),
          dispatch(
            bankApi.endpoints.bankList.initiate(undefined, {
              forceRefetch: !fresh(bankApi.endpoints.bankList.select()(getState())),
              subscribe: false,
            }),
          ).unwrap(),
        ]);
        return withdrawPrerequisites(me, banks.cards);
      }),
      saveRealname: endpointActor((input: { realname: string }) =>
        dispatch(authApi.endpoints.updateInfo.initiate({ realname: input.realname })),
      ),
      setQkPwd: endpointActor((input: { pwd: string }) =>
        dispatch(authApi.endpoints.setDrawingPwd.initiate({ qk_pwd: input.pwd })),
      ),
      addCard: flowActor(async (input: CardInput) => {
        const card = await dispatch(bankApi.endpoints.addBank.initiate(input)).unwrap();
        return { id: card.id };
      }),
      submitWithdrawal: flowActor<WithdrawRequest, unknown>((input) => {
        const card = bankApi.endpoints.bankList
          .select()(getState())
          .data?.cards.find((c) => c.id === input.cardId);
        const body = {
          name: card?.owner_name ?? '',
          money: input.amount,
          account: card?.card_no ?? '',
          member_bank_id: String(input.cardId),
          member_bank_text: card ? `${card.bank_type_text} ${card.card_no.slice(-4)}` : '',
          qk_pwd: input.pwd,
        };
        return sendIntent(dispatch, input.intentKey, (resend) =>
          dispatch(drawingApi.endpoints.drawing.initiate({ ...body, intentKey: input.intentKey, resend })).unwrap(),
        );
      }),
    },
  };
}
