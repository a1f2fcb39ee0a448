import { formatMoney, type FormatMoneyOptions } from '@/lib/moneyText';

type Props = { value: unknown; className?: string; symbol?: boolean };

/**
 * The one money formatter, for figures that sit inside a sentence. The figure reads the same in every language (the
 * platform holds one amount in one currency); only the sentence around it is translated.
 */
export function useMoneyText(): (value: unknown, options?: FormatMoneyOptions) => string {
  return formatMoney;
}

/** A money figure through the one formatter. */
export function Money({ value, className, symbol }: Props) {
  return (
    <span className={className ? `money ${className}` : 'money'} data-whole="amount">
      {formatMoney(value, { symbol })}
    </span>
  );
}
