import { render, screen } from '@testing-library/react';
import { parse } from '@formatjs/icu-messageformat-parser';
import { useIntl } from 'react-intl';
import { Provider } from 'react-redux';
import configureStore from 'redux-mock-store';
import en from '../../i18n/en.json';
import th from '../../i18n/th.json';
import { IntlRoot } from '@/app/Providers';
import type { Catalog, Locale } from '@i18n/locales';

const mockStore = configureStore<{ locale: { lang: Locale } }>([]);

/** The catalog as the build ships it: each text parsed ahead of time (scripts/intl-precompile-loader.cjs). */
const compiled = (catalog: Record<string, string>) =>
  Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, parse(text)])) as unknown as Catalog;

function Probe() {
  const intl = useIntl();
  return (
    <>
      <p data-testid="locale">{intl.locale}</p>
      <p data-testid="plain">{intl.formatMessage({ id: 'account.center.cardLink' })}</p>
      <p data-testid="greeting">{intl.formatMessage({ id: 'home.home.greetingText' }, { name: 'member01' })}</p>
    </>
  );
}

function renderRoot(lang: Locale, messages: Catalog, child = <Probe />) {
  render(
    <Provider store={mockStore({ locale: { lang } })}>
      <IntlRoot initial={{ lang, messages }}>{child}</IntlRoot>
    </Provider>,
  );
}

describe('IntlRoot', () => {
  afterEach(() => jest.restoreAllMocks());

  it("gives the screens the language's tag and its texts, with values filled in", () => {
    renderRoot('th', compiled(th));
    expect(screen.getByTestId('locale').textContent).toBe('th');
    expect(screen.getByTestId('plain').textContent).toBe(th['account.center.cardLink']);
    expect(screen.getByTestId('greeting').textContent).toBe(th['home.home.greetingText'].replace('{name}', 'member01'));
  });

  it("makes no Intl locale lookup until a text needs one: the browser's locale data stays unloaded", () => {
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    function Plain() {
      const intl = useIntl();
      return <p data-testid="plain">{intl.formatMessage({ id: 'account.center.cardLink' })}</p>;
    }
    renderRoot('en', compiled(en), <Plain />);
    expect(screen.getByTestId('plain').textContent).toBe('Bank cards');
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });

  it('fills in a text with values without that lookup either', () => {
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const plurals = jest.spyOn(Intl.PluralRules, 'supportedLocalesOf');
    renderRoot('en', compiled(en));
    expect(screen.getByTestId('greeting').textContent).toBe(en['home.home.greetingText'].replace('{name}', 'member01'));
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    expect(plurals).not.toHaveBeenCalled();
  });

  it("still chooses a plural by the language's rules", () => {
    function Counts() {
      const intl = useIntl();
      const text = (count: number) => intl.formatMessage({ id: 'team.downline.childCountText' }, { count });
      return <p data-testid="counts">{`${text(1)} | ${text(3)}`}</p>;
    }
    renderRoot('en', compiled(en), <Counts />);
    expect(screen.getByTestId('counts').textContent).toBe('1 member below | 3 members below');
  });
});
