import { activityApi } from '@/api/activityApi';
import { authApi } from '@/api/authApi';
import type { ApplySubmit, Captcha } from '@machines/activityApplyMachine';
import { endpointActor, flowActor } from '@/flow/endpointActor';
import type { FlowDeps } from '@/flow/useFlow';

/** The application's network steps: a captcha from /auth/captcha, the application to /act/apply/{id}. */
export function activityApplyActors(activityId: number) {
  return ({ dispatch }: FlowDeps) => ({
    actors: {
      loadCaptcha: flowActor<void, Captcha>(async () => {
        const data = await dispatch(authApi.endpoints.captcha.initiate()).unwrap();
        return { key: data.key, img: data.img };
      }),
      apply: endpointActor((input: ApplySubmit) =>
        dispatch(activityApi.endpoints.applyActivity.initiate({ id: activityId, ...input })),
      ),
    },
  });
}
