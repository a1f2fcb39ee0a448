import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** Passwords and withdrawal passwords are stored as scrypt hashes: `scrypt$<salt>$<hash>`. */
export function hashSecret(plain: string): string {
  const salt = randomBytes(16).toString('base64url');
  const hash = scryptSync(plain, salt, 32).toString('base64url');
  return `scrypt$${salt}$${hash}`;
}

export function verifySecret(plain: string, stored: string | null | undefined): boolean {
  if (!stored) return false;
  const [kind, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const got = scryptSync(plain, salt, 32);
  const want = Buffer.from(hash, 'base64url');
  return got.length === want.length && timingSafeEqual(got, want);
}
