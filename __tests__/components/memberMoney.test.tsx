import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import en from '../../i18n/en.json';
import { authApi, type MemberInfo } from '@/api/authApi';
import { MemberMoney } from '@/components/MemberMoney';
import { makeStore } from '@/state/store';

const info = {
  id: 7,
  name: 'member07',
  nickname: null,
  realname: null,
  email: null,
  phone: null,
  qq: null,
  money: '13918.00',
  fs_money: '0.91',
  ml_money: '11600.00',
  status: 1,
  is_trans_on: 1,
  is_demo: 0,
  has_qk_pwd: true,
} as MemberInfo;

function view() {
  const store = makeStore({ session: { token: 'tok', isDemo: false, unread: 0 }, locale: { lang: 'en' } });
  const r = render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={en}>
        <p data-testid="line">
          <MemberMoney field="fs_money" />
        </p>
      </IntlProvider>
    </Provider>,
  );
  return { store, line: r.getByTestId('line') };
}

describe('MemberMoney', () => {
  test('is a placeholder, never a figure, until the member info answers; then the figure it gave', async () => {
    const { store, line } = view();
    expect(line.textContent).toBe('');
    expect(line.querySelector('.skeleton')).not.toBeNull();
    await act(async () => {
      await store.dispatch(authApi.util.upsertQueryData('me', undefined, info));
    });
    await waitFor(() => expect(line.textContent).toBe('$0.91'));
    expect(line.querySelector('.skeleton')).toBeNull();
  });
});
