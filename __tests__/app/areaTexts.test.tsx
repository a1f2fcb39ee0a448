import { render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import en from '../../i18n/en.json';
import type { Catalog } from '@i18n/locales';
import { Providers } from '@/app/Providers';
import { AreaMessages } from '@/flow/AreaMessages';
import { makeHarness } from '../api/testStore';

/*
 * An area's texts arriving after the first screen (the wallet's under home's whole balance, customer service's
 * under a form) show the part that waits for them, and only that part: the rest of the app is not drawn again, which
 * on a phone at 4x CPU was one task of 60 to 120 ms after the opening screen.
 */
it("an area's texts arriving draw what waits for them, not the rest of the app", async () => {
  const core = Object.fromEntries(Object.entries(en).filter(([id]) => !id.startsWith('wallet.'))) as Catalog;
  const { store } = makeHarness({ preloaded: { locale: { lang: 'en' } } });
  let drawn = 0;
  function Rest() {
    drawn += 1;
    return <p>{useIntl().formatMessage({ id: 'common.actions.retryButton' })}</p>;
  }
  function Total() {
    return <p>{useIntl().formatMessage({ id: 'wallet.whole.totalLabel' })}</p>;
  }
  render(
    <Providers store={store} catalog={{ lang: 'en', messages: core }}>
      <Rest />
      <AreaMessages area="wallet">
        <Total />
      </AreaMessages>
    </Providers>,
  );
  expect(screen.getByText(en['common.actions.retryButton'])).toBeTruthy();
  const before = drawn;
  expect(await screen.findByText(en['wallet.whole.totalLabel'])).toBeTruthy();
  expect(drawn).toBe(before);
});
