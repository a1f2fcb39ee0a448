/**
 * The answers of keyed requests (the Idempotency-Key header): one row per key and member, claimed as
 * 'processing' before the work and turned 'done', with the answer, in the transaction of the work itself.
 * It lives in the database file, not in memory, so a retry after a restart still finds the first answer.
 */
export const idempotencySchema = `
CREATE TABLE IF NOT EXISTS idempotency_keys (
  id INTEGER PRIMARY KEY,
  idem_key TEXT NOT NULL,
  -- the member the key belongs to; NULL for a visitor (a public route called without a session)
  member_id INTEGER,
  method TEXT NOT NULL,
  -- the route's pattern (/api/act/apply/:id), for reading; the fingerprint holds the actual path
  route TEXT NOT NULL,
  -- sha256 of the method, the path and the body in a stable form (http/idempotency.ts)
  fingerprint TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('processing', 'done')),
  status INTEGER,
  body TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  CHECK ((state = 'done') = (status IS NOT NULL AND body IS NOT NULL))
);
-- A key is the member's own: two members, or a member and a visitor, may hold the same value. NULLs are
-- distinct in a UNIQUE index, so visitors share the scope 0 (no member has id 0).
CREATE UNIQUE INDEX IF NOT EXISTS idempotency_keys_scope ON idempotency_keys(idem_key, ifnull(member_id, 0));
CREATE INDEX IF NOT EXISTS idempotency_keys_expiry ON idempotency_keys(expires_at);
`;
