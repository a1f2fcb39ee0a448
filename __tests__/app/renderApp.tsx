import { renderRoutes } from './renderRoutes';
import type { SessionState } from '@/state/sessionSlice';
import { authApi, type MemberInfo } from '@/api/authApi';
import { makeHarness } from '../api/testStore';

/** A member as POST /auth/me answers it. */
export const memberState = (over: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 1,
  name: 'member01',
  nickname: null,
  realname: '张三',
  phone: '',
  email: '',
  qq: '',
  remark: '',
  money: '13994.00',
  ml_money: '0',
  fs_money: '0',
  has_qk_pwd: true,
  agent_id: 0,
  is_trans_on: 0,
  updated_at: '2026-11-21 10:00:00',
  is_demo: 0,
  level: 0,
  level_name: '',
  lang: 'en',
  status: 1,
  ...over,
});

export type TestSession = Partial<SessionState> & { member?: MemberInfo | null };

/** The real route table in a memory router, English texts, a store with the given session (and its member already read). */
export async function renderApp(path: string, session: TestSession = {}) {
  const { member, ...rest } = session;
  const h = makeHarness({
    token: session.token,
    preloaded: { session: { token: '', isDemo: false, unread: 0, ...rest }, locale: { lang: 'en' } },
  });
  if (member)
    h.store.dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'me', arg: undefined, value: member }]));
  const { view, router, where } = await renderRoutes(h.store, path);
  return { ...view, store: h.store, router, where };
}
