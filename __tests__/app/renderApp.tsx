import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import en from '../../i18n/en.json';
import { buildRoutes } from '@/app/routes';
import { Providers } from '@/app/Providers';
import { setNavigator } from '@/state/navigation';
import type { MemberState, SessionState } from '@/state/sessionSlice';
import { makeHarness } from '../api/testStore';

export const memberState = (over: Partial<MemberState> = {}): MemberState => ({
  id: 1, name: 'member01', realname: '张三', phone: '', email: '', qq: '', remark: '', money: '13994.00', ml_money: '0', fs_money: '0',
  has_qk_pwd: true, is_agent: false, is_trans_on: false, loginTime: '2026-11-21 10:00:00', unread_count: 0, is_demo: 0, level: 0, level_name: '', lang: 'en',
  ...over,
});

/** The real route table in a memory router, English texts, a store with the given session. */
export function renderApp(path: string, session: Partial<SessionState> = {}) {
  const h = makeHarness({
    token: session.token,
    preloaded: { session: { token: '', isDemo: false, member: null, ...session }, locale: { lang: 'en' } },
  });
  const router = createMemoryRouter(buildRoutes(h.store), { initialEntries: [path] });
  setNavigator(
    (to, o) => void router.navigate(to, o),
    () => `${router.state.location.pathname}${router.state.location.search}`,
  );
  const view = render(
    <Providers store={h.store} catalog={{ lang: 'en', messages: en }}>
      <RouterProvider router={router} />
    </Providers>,
  );
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, store: h.store, router, where };
}
