import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authApi, type MemberInfo } from '@/api/authApi';
import { loggedIn, loggedOut } from '@/api/sessionActions';
import { tokenRenewed } from '@/api/requestSignals';
import { readToken } from '@/api/tokenCookie';

export { loggedIn, loggedOut };

/** The member as screens read it (spec §3); money stays as exact decimal strings. */
export type MemberState = {
  id: number;
  name: string;
  realname: string;
  phone: string;
  email: string;
  qq: string;
  remark: string;
  money: string;
  ml_money: string;
  fs_money: string;
  has_qk_pwd: boolean;
  is_agent: boolean;
  is_trans_on: boolean;
  loginTime: string;
  is_demo: 0 | 1;
  level: number;
  level_name: string;
  lang: string;
};

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

const text = (v: unknown) => (v == null ? '' : String(v));
const money = (v: unknown) => (v == null || v === '' ? '0' : String(v));

export function toMemberState(info: MemberInfo): MemberState {
  return {
    id: Number(info.id) || 0,
    name: text(info.name),
    realname: text(info.realname),
    phone: text(info.phone),
    email: text(info.email),
    qq: text(info.qq),
    remark: text(info.remark),
    money: money(info.money),
    ml_money: money(info.ml_money),
    fs_money: money(info.fs_money),
    has_qk_pwd: Boolean(info.has_qk_pwd),
    is_agent: Boolean(info.agent_id),
    is_trans_on: Number(info.is_trans_on) === 1,
    loginTime: text(info.updated_at),
    is_demo: Number(info.is_demo) === 1 ? 1 : 0,
    level: Number(info.level) || 0,
    level_name: text(info.level_name),
    lang: text(info.lang),
  };
}

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
