import { activityApi } from '@/api/activityApi';
import { authApi } from '@/api/authApi';
import type { ApplySubmit, Captcha } from '@machines/activityApplyMachine';
import { flowActor } from '@/flow/endpointActor';
import { sendIntent } from '@/flow/intentSend';
import { newIntentKey } from '@/lib/intentKey';
import type { FlowDeps } from '@/flow/useFlow';

/** The application's network steps: a captcha from /auth/captcha, the application to /act/apply/{id}. */
export function activityApplyActors(activityId: number) {
  return ({ dispatch }: FlowDeps) => ({
    actors: {
      loadCaptcha: flowActor<void, Captcha>(async () => {
        const data = await dispatch(authApi.endpoints.captcha.initiate()).unwrap();
        return { key: data.key, img: data.img };
      }),
      // Every attempt has a captcha of its own, so it is an intent of its own: its key is made as it is sent.
      apply: flowActor<ApplySubmit, unknown>((input) => {
        const intentKey = newIntentKey();
        return sendIntent(dispatch, intentKey, (resend) =>
          dispatch(
            activityApi.endpoints.applyActivity.initiate({ id: activityId, ...input, intentKey, resend }),
          ).unwrap(),
        );
      }),
    },
  });
}
