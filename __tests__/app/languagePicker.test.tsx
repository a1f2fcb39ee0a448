import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import configureStore from 'redux-mock-store';
import en from '../../i18n/en.json';
import { LanguageScreen } from '@/features/account/LanguageScreen';
import { localeChanged } from '@/state/localeSlice';

// The picker only dispatches a plain action; the store's effects (persisting, refetching) are tested elsewhere.
const mockStore = configureStore<{ locale: { lang: string } }>([]);

function renderPicker(lang: string) {
  const store = mockStore({ locale: { lang } });
  render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={en}>
        <MemoryRouter initialEntries={['/Main/home', '/Language']} initialIndex={1}>
          <Routes>
            <Route path="/Language" element={<LanguageScreen />} />
            <Route path="/Main/home" element={<p>home page</p>} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return store;
}

describe('LanguageScreen', () => {
  it('lists the five languages, each in its own words, with the current one checked', () => {
    renderPicker('th');
    const options = screen.getAllByRole('radio');
    expect(options.map((o) => o.textContent)).toEqual(['简体中文', '繁體中文', 'English', 'ไทย', 'Tiếng Việt']);
    expect(screen.getByRole('radio', { name: 'ไทย' }).getAttribute('aria-checked')).toBe('true');
  });

  it('choosing a language dispatches localeChanged once and goes back', () => {
    const store = renderPicker('zh_cn');
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(store.getActions()).toEqual([localeChanged('en')]);
  });

  it('choosing the current language changes nothing', () => {
    const store = renderPicker('vi');
    fireEvent.click(screen.getByRole('radio', { name: 'Tiếng Việt' }));
    expect(store.getActions()).toEqual([]);
  });
});
