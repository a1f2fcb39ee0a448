import { mailApi } from '@/api/mailApi';
import type { MailSendOutput, MailSendRequest } from '@machines/mailComposeMachine';
import { flowActor } from '@/flow/endpointActor';
import type { FlowDeps } from '@/flow/useFlow';

/** The compose machine's network actor: one send, which also puts the mail at the top of the sent list. */
export function makeMailActors({ dispatch }: FlowDeps) {
  return {
    actors: {
      sendMail: flowActor<MailSendRequest, MailSendOutput>(async (input) => {
        const data = await dispatch(mailApi.endpoints.sendMail.initiate(input)).unwrap();
        return { id: Number(data?.id) || 0 };
      }),
    },
  };
}
