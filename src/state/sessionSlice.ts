import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
  unread_count: number;
  is_demo: 0 | 1;
  level: number;
  level_name: string;
  lang: string;
};

export type SessionState = {
  /** Mirror of the token cookie; logged in means a token exists. */
  token: string;
  isDemo: boolean;
  member: MemberState | null;
};

const text = (v: unknown) => (v == null ? '' : String(v));
const money = (v: unknown) => (v == null || v === '' ? '0' : String(v));

export function toMemberState(info: MemberInfo, previous: MemberState | null): MemberState {
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
    unread_count: previous?.unread_count ?? 0,
    is_demo: Number(info.is_demo) === 1 ? 1 : 0,
    level: Number(info.level) || 0,
    level_name: text(info.level_name),
    lang: text(info.lang),
  };
}

export function initialSessionState(): SessionState {
  return { token: readToken(), isDemo: false, member: null };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Local balance or flag updates other areas apply after their own successful calls. */
    memberPatched(state, action: PayloadAction<Partial<MemberState>>) {
      if (state.member) Object.assign(state.member, action.payload);
    },
    unreadCountSet(state, action: PayloadAction<number>) {
      if (state.member) state.member.unread_count = Math.max(0, Math.trunc(action.payload) || 0);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedIn, (state, { payload }) => {
        state.token = payload.token;
        state.isDemo = payload.isDemo;
        state.member = null;
      })
      .addCase(loggedOut, (state) => {
        state.token = '';
        state.isDemo = false;
        state.member = null;
      })
      .addCase(tokenRenewed, (state, { payload }) => {
        if (state.token && state.token === payload.sentToken) state.token = payload.token;
      })
      .addMatcher(authApi.endpoints.me.matchFulfilled, (state, { payload }) => {
        if (!state.token) return;
        state.member = toMemberState(payload, state.member);
        if (state.member.is_demo === 1) state.isDemo = true;
      })
      .addMatcher(authApi.endpoints.setDrawingPwd.matchFulfilled, (state) => {
        if (state.member) state.member.has_qk_pwd = true;
      });
  },
});

export const { memberPatched, unreadCountSet } = sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectToken = (s: WithSession) => s.session.token;
export const selectIsLoggedIn = (s: WithSession) => Boolean(s.session.token);
export const selectIsDemo = (s: WithSession) => s.session.isDemo || s.session.member?.is_demo === 1;
export const selectMember = (s: WithSession) => s.session.member;
