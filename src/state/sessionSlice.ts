import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authApi } from '@/api/authApi';
import { loggedIn, loggedOut } from '@/api/sessionActions';
import { tokenRenewed } from '@/api/requestSignals';
import { readToken } from '@/api/tokenCookie';
import { toMemberState } from './memberState';

export { loggedIn, loggedOut };
export { toMemberState, type MemberState } from './memberState';

/**
 * Who is logged in. The member's own figures (balances, flags) are not copied here: they live in the
 * `me` query's cache entry alone, which every screen reads through selectMember and mutations refresh.
 */
export type SessionState = {
  /** Mirror of the token cookie; logged in means a token exists. */
  token: string;
  isDemo: boolean;
  /** Unread mail, kept by the inbox cache and its poll. */
  unread: number;
};

export function initialSessionState(): SessionState {
  return { token: readToken(), isDemo: false, unread: 0 };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    unreadCountSet(state, action: PayloadAction<number>) {
      if (state.token) state.unread = Math.max(0, Math.trunc(action.payload) || 0);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedIn, (state, { payload }) => {
        state.token = payload.token;
        state.isDemo = payload.isDemo;
        state.unread = 0;
      })
      .addCase(loggedOut, (state) => {
        state.token = '';
        state.isDemo = false;
        state.unread = 0;
      })
      .addCase(tokenRenewed, (state, { payload }) => {
        if (state.token && state.token === payload.sentToken) state.token = payload.token;
      })
      .addMatcher(authApi.endpoints.me.matchFulfilled, (state, { payload }) => {
        if (state.token && Number(payload.is_demo) === 1) state.isDemo = true;
      });
  },
});

export const { unreadCountSet } = sessionSlice.actions;

type WithSession = { session: SessionState };
type MeCache = Parameters<ReturnType<typeof authApi.endpoints.me.select>>[0];
const selectMeResult = authApi.endpoints.me.select();
export const selectToken = (s: WithSession) => s.session.token;
export const selectIsLoggedIn = (s: WithSession) => Boolean(s.session.token);
export const selectUnread = (s: WithSession) => s.session.unread;
/** The member as screens read it: the `me` entry of this session, null before it answers or when logged out. */
export const selectMember = createSelector(
  [(s: WithSession & MeCache) => selectMeResult(s).data, selectToken],
  (info, token) => (token && info ? toMemberState(info) : null),
);
export const selectIsDemo = (s: WithSession & MeCache) => s.session.isDemo || selectMember(s)?.is_demo === 1;
