/**
 * Responsible play: the member's own limits, the changes waiting out their 24 hours, the reality-check interval,
 * time-outs and self-exclusions, and every change the member made, kept with its time. Money is integer cents.
 */
export const responsibleSchema = `
CREATE TABLE IF NOT EXISTS play_limits (
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss')),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, kind, period)
);
-- A raise or a removal (amount NULL) waits until applies_at, then the member's confirmation.
CREATE TABLE IF NOT EXISTS play_limit_pending (
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL,
  period TEXT NOT NULL,
  amount INTEGER,
  requested_at INTEGER NOT NULL,
  applies_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, kind, period)
);
CREATE TABLE IF NOT EXISTS play_settings (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  reality_minutes INTEGER NOT NULL DEFAULT 0 CHECK (reality_minutes IN (0, 15, 30, 45, 60)),
  -- the session (members.login_sec) and the time its last reality check was answered
  reality_login_sec INTEGER,
  reality_ack_at INTEGER
);
CREATE TABLE IF NOT EXISTS play_blocks (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('timeout', 'exclusion')),
  period TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS play_blocks_member ON play_blocks(member_id, ends_at);
CREATE TABLE IF NOT EXISTS play_changes (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  what TEXT NOT NULL,
  kind TEXT NOT NULL DEFAULT '',
  period TEXT NOT NULL DEFAULT '',
  amount INTEGER,
  effective_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS play_changes_member ON play_changes(member_id, created_at);
`;
