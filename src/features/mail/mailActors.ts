import { fromPromise } from 'xstate';
import { mailApi } from '@/api/mailApi';
import { asApiError } from '@/api/baseQuery';
import type { AppDispatch } from '@/state/store';
import type { MailSendOutput, MailSendRequest } from '@machines/mailComposeMachine';

/** The compose machine's network actor: one send, which also puts the mail at the top of the sent list. */
export function makeMailActors(dispatch: AppDispatch) {
  return {
    sendMail: fromPromise<MailSendOutput, MailSendRequest>(async ({ input }) => {
      try {
        const data = await dispatch(mailApi.endpoints.sendMail.initiate(input)).unwrap();
        return { id: Number(data?.id) || 0 };
      } catch (error) {
        const status = asApiError(error)?.status;
        throw typeof status === 'number' ? { code: status } : {};
      }
    }),
  };
}
