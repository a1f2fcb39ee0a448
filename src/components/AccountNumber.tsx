import './moneyPieces.css';
/** Only the last four characters of an account number are shown ('•••• 3445'). */
export function maskAccount(value: string): string {
  const v = value.replace(/\s+/g, '');
  if (v.length <= 4) return v;
  return `•••• ${v.slice(-4)}`;
}

/** A masked bank or wallet account number, read out as its last four characters. */
export function AccountNumber({ value, label }: { value: string; label: string }) {
  const masked = maskAccount(value);
  return (
    <span className="account-number" aria-label={`${label} ${value.replace(/\s+/g, '').slice(-4)}`}>
      {masked}
    </span>
  );
}
