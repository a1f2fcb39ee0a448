import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { localeFromTag } from '@i18n/locales';
import { formatMoney, type FormatMoneyOptions } from '@/lib/moneyText';

type Props = { value: unknown; className?: string; symbol?: boolean };

/** The one money formatter in the member's language, for figures that sit inside a sentence. */
export function useMoneyText(): (value: unknown, options?: FormatMoneyOptions) => string {
  const locale = useIntl().locale;
  return useCallback((value, options) => formatMoney(value, localeFromTag(locale), options), [locale]);
}

/** A money figure in the member's language, through the one formatter. */
export function Money({ value, className, symbol }: Props) {
  const money = useMoneyText();
  return (
    <span className={className ? `money ${className}` : 'money'} data-whole="amount">
      {money(value, { symbol })}
    </span>
  );
}
