import { baseApi } from './baseApi';
import type { ApiError, Envelope } from './baseQuery';
import { loggedIn, loggedOut } from './sessionActions';
import type { Locale } from '@i18n/localeTags';

// ---- request and response types (docs/platform-api.md#auth-and-member) ----

export type Money = string | number;

/** POST /auth/me `data`: the member row without secrets (money and fs_money are numbers there). */
export type MemberInfo = {
  id: number;
  name: string;
  nickname: string | null;
  realname: string | null;
  email: string | null;
  phone: string | null;
  qq: string | null;
  line?: string | null;
  facebook?: string | null;
  gender?: 0 | 1;
  invite_code?: string;
  money: Money;
  fs_money: Money;
  ml_money: Money;
  total_money?: Money;
  score?: Money;
  status: number;
  is_trans_on: 0 | 1;
  is_demo: 0 | 1;
  lang?: string;
  top_id?: number;
  agent_id?: number | null;
  total_credit?: Money;
  used_credit?: Money;
  level?: number;
  level_name?: string;
  remark?: string | null;
  created_at?: string;
  updated_at?: string;
  has_qk_pwd: boolean;
};

export type CaptchaData = { sensitive: boolean; key: string; img: string };
export type LoginRequest = { name: string; password: string; key?: string; captcha?: string };
export type LoginData = { access_token: string; token_type: string; expires_in: number; expires_at?: string };
export type RegisterRequest = {
  invite_code?: string;
  name: string;
  password: string;
  password_confirmation: string;
  phone?: string;
  qk_pwd: string;
  realname?: string;
  register_site: string;
  key?: string;
  captcha?: string;
  sms_code?: string;
  lang: string;
};
export type RegisterResult = { message: string; token?: string };
export type UpdateInfoRequest = {
  realname?: string;
  phone?: string;
  email?: string;
  qq?: string;
  sms_code?: string;
  /** the account's language, kept in step with the member's choice (a platform that does not know it ignores it) */
  lang?: Locale;
};
export type ModifyPasswordRequest = { oldpassword: string; password: string; password_confirmation: string };
export type SetDrawingPwdRequest = { qk_pwd: string };
export type ModifyDrawingPwdRequest = { old_qk_pwd: string; qk_pwd: string; qk_pwd_confirmation: string };
/** Success answers that only carry the server's message ('密码修改成功', ...). */
export type MessageResult = { message: string };

/** Client text for a profile answer without data (docs/screens.md#errors-and-messages). */
export const AUTH_FAILED_MESSAGE_ID = 'common.auth.failedText';

const messageOf = (body: Envelope): MessageResult => ({
  message: typeof body.message === 'string' ? body.message : '',
});

export const authApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    captcha: build.mutation<CaptchaData, void>({
      query: () => ({ url: '/auth/captcha', method: 'POST', body: {} }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => body.data as CaptchaData,
    }),
    login: build.mutation<LoginData, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      transformResponse: (body: Envelope) => body.data as LoginData,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data?.access_token) dispatch(loggedIn({ token: data.access_token, isDemo: false }));
          else dispatch(loggedOut());
        } catch {
          // Any answer but success ends whatever session there was (docs/screens.md#how-state-moves).
          dispatch(loggedOut());
        }
      },
    }),
    demo: build.mutation<LoginData, void>({
      query: () => ({ url: '/auth/demo', method: 'POST', body: {} }),
      transformResponse: (body: Envelope) => body.data as LoginData,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data?.access_token) dispatch(loggedIn({ token: data.access_token, isDemo: true }));
        } catch {
          /* the toast already told the member */
        }
      },
    }),
    register: build.mutation<RegisterResult, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      transformResponse: (body: Envelope) => ({
        ...messageOf(body),
        token:
          typeof body.token === 'string'
            ? body.token
            : typeof body.access_token === 'string'
              ? body.access_token
              : undefined,
      }),
    }),
    logout: build.mutation<MessageResult, void>({
      query: () => ({ url: '/auth/logout', method: 'POST', body: {} }),
      extraOptions: { toast: false },
      transformResponse: messageOf,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          /* logging out locally must not depend on the server */
        }
        dispatch(loggedOut());
      },
    }),
    me: build.query<MemberInfo, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: '/auth/me', method: 'POST', body: {} });
        if (result.error) return { error: result.error as ApiError };
        const data = (result.data as Envelope | undefined)?.data;
        if (!data || typeof data !== 'object') {
          return { error: { status: 'CUSTOM_ERROR', messageId: AUTH_FAILED_MESSAGE_ID } satisfies ApiError };
        }
        return { data: data as MemberInfo };
      },
      extraOptions: { mask: false },
      providesTags: ['Member'],
      // The member's one source of truth for the whole session; logging out empties the cache.
      keepUnusedDataFor: Infinity,
    }),
    updateInfo: build.mutation<MessageResult, UpdateInfoRequest>({
      // The language alone is sent by the app when the member changes it, not by a form: it makes no noise.
      query: (body) => ({
        url: 'auth/info/update',
        method: 'POST',
        body,
        background: Object.keys(body).length === 1 && body.lang !== undefined,
      }),
      transformResponse: messageOf,
      invalidatesTags: ['Member'],
    }),
    modifyPassword: build.mutation<MessageResult, ModifyPasswordRequest>({
      query: (body) => ({ url: '/member/password/modify', method: 'POST', body }),
      transformResponse: messageOf,
    }),
    setDrawingPwd: build.mutation<MessageResult, SetDrawingPwdRequest>({
      query: (body) => ({ url: '/member/drawing_pwd/set', method: 'POST', body }),
      transformResponse: messageOf,
      invalidatesTags: ['Member'],
      // Screens that ask for a withdrawal password know at once that one is set, before the member is read again.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          authApi.util.updateQueryData('me', undefined, (draft) => {
            draft.has_qk_pwd = true;
          }),
        );
      },
    }),
    modifyDrawingPwd: build.mutation<MessageResult, ModifyDrawingPwdRequest>({
      query: (body) => ({ url: '/member/drawing_pwd/modify', method: 'POST', body }),
      transformResponse: messageOf,
    }),
  }),
});

export const {
  useCaptchaMutation,
  useLoginMutation,
  useDemoMutation,
  useRegisterMutation,
  useLogoutMutation,
  useMeQuery,
  useUpdateInfoMutation,
  useModifyPasswordMutation,
  useSetDrawingPwdMutation,
  useModifyDrawingPwdMutation,
} = authApi;
