import { createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import { baseApi, TAG_TYPES } from '@/api/baseApi';
import { authApi, AUTH_FAILED_MESSAGE_ID } from '@/api/authApi';
import { maintenanceRedirect, unauthorized } from '@/api/requestSignals';
import { clearToken, writeToken } from '@/api/tokenCookie';
import { loggedIn, loggedOut } from '@/api/sessionActions';
import { localeChanged, persistLocale } from './localeSlice';
import { toastShown } from './toastSlice';
import { currentPath, goExternal, navigateTo, requestedPath } from './navigation';
import { loginPath } from './paths';
import { selectIsDemo } from './sessionSlice';

type EffectState = Parameters<typeof selectIsDemo>[0];

export const listenerMiddleware = createListenerMiddleware();
const startListening = listenerMiddleware.startListening as TypedStartListening<EffectState>;

let redirecting = false;

/** Test seam: lets one test process see several maintenance redirects. */
export function resetEffectsForTests(): void {
  redirecting = false;
}

startListening({
  actionCreator: loggedIn,
  effect: ({ payload }, api) => {
    writeToken(payload.token);
    api.dispatch(authApi.endpoints.me.initiate(undefined, { forceRefetch: true }));
  },
});

startListening({
  actionCreator: loggedOut,
  effect: async ({ payload }, api) => {
    // The cookie is shared by the member's tabs: one logged in again since holds its own token, which stays.
    clearToken(api.getOriginalState().session.token);
    if (!/^\/(Login|Register)\b/i.test(currentPath())) navigateTo(loginPath(payload.returnTo), { replace: true });
    // A member's data must not outlive their session in this tab; cleared after the calls that are
    // settling right now have handed their results (or errors) to their callers.
    await api.delay(0);
    if (!api.getState().session.token) api.dispatch(baseApi.util.resetApiState());
  },
});

startListening({
  actionCreator: unauthorized,
  effect: ({ payload }, api) => {
    const { token } = api.getState().session;
    // Only the session the failing call belonged to ends, and only once however many calls fail.
    if (!token || payload.sentToken !== token) return;
    // The member comes back to where they were, or were going, after logging in again (a flow keeps its draft).
    // A screen still loading when the session ends would send its own visitor to Login with its own return:
    // the same address, so the member makes one trip (app/Detour).
    api.dispatch(loggedOut(requestedPath()));
  },
});

startListening({
  matcher: authApi.endpoints.me.matchRejected,
  effect: (action, api) => {
    const error = action.payload as { status?: unknown } | undefined;
    if (!api.getState().session.token || !error) return;
    // An answer with no member (dead token answered with HTTP 200) ends the session.
    if (error.status === 'CUSTOM_ERROR' || error.status === 200) {
      api.dispatch(toastShown({ messageId: AUTH_FAILED_MESSAGE_ID }));
      api.dispatch(loggedOut());
    }
  },
});

startListening({
  actionCreator: maintenanceRedirect,
  effect: ({ payload }) => {
    if (redirecting) return;
    redirecting = true;
    goExternal(payload.url);
  },
});

startListening({
  actionCreator: localeChanged,
  effect: ({ payload }, api) => {
    persistLocale(payload);
    // The account's language follows the member's choice, for what the platform writes without a request to say
    // it (mail it sends); a demo player has no account to keep it in. Every request carries the language anyway.
    const state = api.getState();
    if (state.session.token && !selectIsDemo(state))
      void api.dispatch(authApi.endpoints.updateInfo.initiate({ lang: payload }));
    // Everything on screen and in the cache is in the old language: every read comes again in the new one (one
    // that no screen holds is dropped, and read afresh when a screen asks for it).
    api.dispatch(baseApi.util.invalidateTags([...TAG_TYPES]));
  },
});
