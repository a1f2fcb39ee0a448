import './moneyPieces.css';
import { maskAccount } from '@/lib/accountMask';
type Props = {
  value: string;
  label: string;
  /** The attributes of the value slot it is (lib/fillSlots), when a drawn copy writes the masked number. */
  slot?: Readonly<Record<string, string>>;
};

/** A masked bank or wallet account number, read out as its last four characters. */
export function AccountNumber({ value, label, slot }: Props) {
  const masked = maskAccount(value);
  return (
    <span
      className="account-number"
      data-whole="account"
      aria-label={`${label} ${value.replace(/\s+/g, '').slice(-4)}`}
      {...slot}
    >
      {masked}
    </span>
  );
}
