import './moneyPieces.css';
import { maskAccount } from '@/lib/accountMask';
/** A masked bank or wallet account number, read out as its last four characters. */
export function AccountNumber({ value, label }: { value: string; label: string }) {
  const masked = maskAccount(value);
  return (
    <span className="account-number" aria-label={`${label} ${value.replace(/\s+/g, '').slice(-4)}`}>
      {masked}
    </span>
  );
}
