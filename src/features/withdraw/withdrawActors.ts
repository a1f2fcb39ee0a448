import { fromPromise } from 'xstate';
import type { AppDispatch, RootState } from '@/app/store';
import { authApi } from '@/api/authApi';
import { bankApi } from '@/api/bankApi';
import { drawingApi } from '@/api/drawingApi';
import type { CardInput, Prerequisites, WithdrawRequest } from '@machines/withdrawMachine';
import { failureCode } from '@/api/failureCode';

const fail = failureCode;

export function withdrawActors(dispatch: AppDispatch, getState: () => RootState) {
  return {
    actors: {
      loadPrerequisites: fromPromise<Prerequisites, void>(async () => {
        try {
          const [me, banks] = await Promise.all([
            dispatch(authApi.endpoints.me.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap(),
            dispatch(bankApi.endpoints.bankList.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap(),
          ]);
          return {
            hasRealname: Boolean(me.realname && String(me.realname).trim()),
            hasQkPwd: Boolean(me.has_qk_pwd),
            defaultCardId: banks.cards[0]?.id ?? null,
          };
        } catch (e) {
          throw fail(e);
        }
      }),
      saveRealname: fromPromise<unknown, { realname: string }>(async ({ input }) => {
        try {
          return await dispatch(authApi.endpoints.updateInfo.initiate({ realname: input.realname })).unwrap();
        } catch (e) {
          throw fail(e);
        }
      }),
      setQkPwd: fromPromise<unknown, { pwd: string }>(async ({ input }) => {
        try {
          return await dispatch(authApi.endpoints.setDrawingPwd.initiate({ qk_pwd: input.pwd })).unwrap();
        } catch (e) {
          throw fail(e);
        }
      }),
      addCard: fromPromise<{ id: number }, CardInput>(async ({ input }) => {
        try {
          const card = await dispatch(bankApi.endpoints.addBank.initiate(input)).unwrap();
          return { id: card.id };
        } catch (e) {
          throw fail(e);
        }
      }),
      submitWithdrawal: fromPromise<unknown, WithdrawRequest>(async ({ input }) => {
        const card = bankApi.endpoints.bankList.select()(getState()).data?.cards.find((c) => c.id === input.cardId);
        try {
          return await dispatch(drawingApi.endpoints.drawing.initiate({
            name: card?.owner_name ?? '',
            money: input.amount,
            account: card?.card_no ?? '',
            member_bank_id: String(input.cardId),
            member_bank_text: card ? `${card.bank_type_text} ${card.card_no.slice(-4)}` : '',
            qk_pwd: input.pwd,
          })).unwrap();
        } catch (e) {
          throw fail(e);
        }
      }),
    },
  };
}
