/**
 * The platform holds one amount in one currency: a member who switches language must read the same figure, never
 * another currency or a rounded one. Generated amounts are shown as the screens show them (the Money component and
 * a catalog sentence with a money value, through useMoneyText) on a screen in each of the five languages, and every
 * language must show the same figure, equal to the amount rounded half up to the cent.
 */
import fc from 'fast-check';
import Big from 'big.js';
import { render } from '@testing-library/react';
import { IntlProvider, FormattedMessage } from 'react-intl';
import { CATALOG_LOADERS, LOCALES, LOCALE_TAGS, type Catalog, type Locale } from '@i18n/locales';
import { Money, useMoneyText } from '@/components/Money';

/** A figure as the formatter writes it: sign, symbol, grouped digits, two decimals. */
const FIGURE = /-?\$\d{1,3}(,\d{3})*\.\d{2}/g;

const amount = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 9999 }), fc.nat(4))
  .map(
    ([neg, int, frac, dp]) => `${neg ? '-' : ''}${int}${dp ? `.${String(frac).padStart(4, '0').slice(0, dp)}` : ''}`,
  );

/** The amount as a member must read it, worked out with big.js: half up to the cent, grouped, dollar-style. */
function expected(value: string): string {
  const rounded = new Big(value).round(2, Big.roundHalfUp);
  const [int, frac] = rounded.abs().toFixed(2).split('.');
  return `${rounded.lt(0) ? '-' : ''}$${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

function Figures({ value }: { value: string }) {
  const money = useMoneyText();
  return (
    <>
      <Money value={value} />
      <p>
        <FormattedMessage id="withdraw.form.limitText" values={{ min: money(value), max: money('50000') }} />
      </p>
    </>
  );
}

let catalogs: Record<Locale, Catalog>;
beforeAll(async () => {
  const loaded = await Promise.all(LOCALES.map((l) => CATALOG_LOADERS[l]()));
  catalogs = Object.fromEntries(LOCALES.map((l, i) => [l, loaded[i]])) as Record<Locale, Catalog>;
});

function shown(value: string, lang: Locale): string[] {
  const view = render(
    <IntlProvider locale={LOCALE_TAGS[lang]} messages={catalogs[lang] as Record<string, string>}>
      <Figures value={value} />
    </IntlProvider>,
  );
  const figures = (view.container.textContent ?? '').match(FIGURE) ?? [];
  view.unmount();
  return figures;
}

test('property: every amount reads the same figure in all five languages, to the cent', () => {
  fc.assert(
    fc.property(amount, (value) => {
      const want = expected(value);
      for (const lang of LOCALES) {
        // The figure itself, the one inside the sentence, and the sentence's other figure.
        expect(shown(value, lang)).toEqual([want, want, '$50,000.00']);
      }
    }),
    { numRuns: 150 },
  );
});

test.each([
  ['0.91', '$0.91'],
  ['1.88', '$1.88'],
  ['13918', '$13,918.00'],
])('the figures members saw change with the language (%s) read %s in every one', (value, want) => {
  for (const lang of LOCALES) expect(shown(value, lang)[0]).toBe(want);
});
