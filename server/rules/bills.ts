import { randomBytes } from 'node:crypto';

/** Order numbers: a prefix, the UTC+8 date-time and random digits; unguessable enough to key the cashier page. */
export function billNo(prefix: string, at: number): string {
  const t = new Date(at + 8 * 3600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const rnd = randomBytes(6).readUIntBE(0, 6).toString().padStart(15, '0').slice(-8);
  return `${prefix}${t}${rnd}`;
}
