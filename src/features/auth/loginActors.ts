import { fromPromise } from 'xstate';
import { authApi } from '@/api/authApi';
import { failureCode } from '@/api/failureCode';
import { takeEarlyCaptcha } from '@/api/earlyCaptcha';
import type { FlowDeps } from '@/flow/useFlow';
import type { CaptchaOutput, LoginRequest, TokenOutput } from '@machines/loginMachine';

async function settle<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw failureCode(error);
  }
}

/** The login machine's network actors, backed by the auth endpoints (which also fill the session). */
export function makeLoginActors(dispatch: FlowDeps['dispatch']) {
  return {
    loadCaptcha: fromPromise<CaptchaOutput, void>(async () => {
      // The first load may find the captcha the early script already asked for. Taking it empties the slot,
      // so a refresh or the renewal after a refused login always asks the platform for a new one.
      const early = await (takeEarlyCaptcha() ?? Promise.resolve(null));
      if (early) return early;
      return settle(async () => {
        const data = await dispatch(authApi.endpoints.captcha.initiate()).unwrap();
        return { key: data.key, img: data.img };
      });
    }),
    submitLogin: fromPromise<TokenOutput, LoginRequest>(async ({ input }) => {
      try {
        return await settle(async () => {
          const data = await dispatch(authApi.endpoints.login.initiate(input)).unwrap();
          return { token: data.access_token };
        });
      } catch (refusal) {
        // A refused login ends the session and empties the API cache, which aborts requests in flight; the
        // machine's next step (a fresh captcha) must start after that, not be caught by it.
        await new Promise((resolve) => setTimeout(resolve, 0));
        throw refusal;
      }
    }),
    demoLogin: fromPromise<TokenOutput, void>(() =>
      settle(async () => {
        const data = await dispatch(authApi.endpoints.demo.initiate()).unwrap();
        return { token: data.access_token };
      }),
    ),
    // The session effect already asked for the profile on login; this joins that request rather than repeating it.
    loadMember: fromPromise<unknown, void>(() =>
      settle(async () => {
        const request = dispatch(authApi.endpoints.me.initiate(undefined));
        try {
          return await request.unwrap();
        } finally {
          request.unsubscribe();
        }
      }),
    ),
  };
}
