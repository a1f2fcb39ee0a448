import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import en from '../../../i18n/en.json';
import { Providers } from '@/app/Providers';
import { NoticeAlert, resetNoticeAlertForTests } from '@/features/notice/NoticeAlert';
import { noticeTarget } from '@/features/notice/noticeLinks';
import { API, makeHarness } from '../../api/testStore';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetNoticeAlertForTests();
});
afterAll(() => server.close());

function answer(alert: Array<{ title: string; content: string; url: string }>) {
  server.use(
    http.get(`${API}/system/notices`, () =>
      HttpResponse.json({ status: 'success', code: 200, message: '', data: [], alert }),
    ),
  );
}

function renderAlert() {
  const h = makeHarness({ preloaded: { locale: { lang: 'en' } } as never });
  const router = createMemoryRouter(
    [
      { path: '/Main/home', element: <NoticeAlert /> },
      { path: '/Main/activity/:id', element: <p>activity page</p> },
    ],
    { initialEntries: ['/Main/home'] },
  );
  const view = render(
    <Providers store={h.store} catalog={{ lang: 'en', messages: en }}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

describe('NoticeAlert (home popup)', () => {
  it('shows the first alert as an image that opens its in-app link, and closes on the way', async () => {
    answer([{ title: 'First deposit bonus', content: '/assets/notice-mobile-en.svg', url: '/#/Main/activity/3' }]);
    const { router } = renderAlert();
    const dialog = await screen.findByRole('dialog', { name: 'First deposit bonus' });
    const img = screen.getByRole('img', { name: 'First deposit bonus' });
    expect(img.getAttribute('src')).toMatch(/\/assets\/notice-mobile-en\.svg$/);
    expect(dialog).toBeTruthy();
    fireEvent.click(img);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Main/activity/3'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows once per session: closing it and coming back to home does not show it again', async () => {
    answer([{ title: 'Promo', content: '/assets/a.svg', url: '' }]);
    const first = renderAlert();
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: en['notice.alert.closeButton'] }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    renderAlert();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 100));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a javascript: link is not followed: the picture shows without a link', async () => {
    answer([{ title: 'Bad link', content: '/assets/a.svg', url: 'javascript:alert(1)' }]);
    renderAlert();
    await screen.findByRole('dialog');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('an image address that is not http(s) shows nothing at all', async () => {
    answer([{ title: 'Bad image', content: 'javascript:alert(1)', url: '/#/Main/home' }]);
    renderAlert();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 100));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes it', async () => {
    answer([{ title: 'Promo', content: 'https://cdn.example.com/p.png', url: 'https://example.com/promo' }]);
    renderAlert();
    await screen.findByRole('dialog');
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://example.com/promo');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('noticeTarget', () => {
  const here = 'http://app.test/#/Main/home';
  it('opens our own hash routes in the app and other http(s) addresses outside', () => {
    expect(noticeTarget('/#/Member/Recharge', here)).toEqual({ kind: 'route', to: '/Member/Recharge' });
    expect(noticeTarget('https://example.com/x', here)).toEqual({ kind: 'external', href: 'https://example.com/x' });
  });
  it('refuses script, data and empty addresses', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,<script>1</script>',
      '',
      null,
      42,
    ])
      expect(noticeTarget(bad, here)).toBeNull();
  });
});
