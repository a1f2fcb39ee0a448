import { useIntl } from 'react-intl';
import { localeFromTag } from '@i18n/locales';
import { formatMoney } from '@/lib/money';

type Props = { value: unknown; className?: string; symbol?: boolean };

/** A money figure in the member's language, through the one formatter. */
export function Money({ value, className, symbol }: Props) {
  const intl = useIntl();
  return <span className={className ? `money ${className}` : 'money'}>{formatMoney(value, localeFromTag(intl.locale), { symbol })}</span>;
}
