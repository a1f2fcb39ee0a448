/** Only the last four characters of an account number are shown ('•••• 3445'). */
export function maskAccount(value: string): string {
  const v = value.replace(/\s+/g, '');
  if (v.length <= 4) return v;
  return `•••• ${v.slice(-4)}`;
}
