/** Tables every domain leans on: members, their sessions and money logs, configs, captchas. Money in cents. */
export const coreSchema = `
CREATE TABLE IF NOT EXISTS app_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS members (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  qk_pwd_hash TEXT,
  nickname TEXT, realname TEXT, email TEXT, phone TEXT, qq TEXT, line TEXT, facebook TEXT,
  gender INTEGER NOT NULL DEFAULT 0,
  invite_code TEXT NOT NULL DEFAULT '',
  money INTEGER NOT NULL DEFAULT 0 CHECK (money >= 0),
  fs_money INTEGER NOT NULL DEFAULT 0 CHECK (fs_money >= 0),
  ml_money INTEGER NOT NULL DEFAULT 0 CHECK (ml_money >= 0),
  total_money INTEGER NOT NULL DEFAULT 0,
  score INTEGER NOT NULL DEFAULT 0,
  total_credit INTEGER NOT NULL DEFAULT 0 CHECK (total_credit >= 0),
  used_credit INTEGER NOT NULL DEFAULT 0 CHECK (used_credit >= 0),
  register_ip TEXT NOT NULL DEFAULT '127.0.0.1',
  register_area TEXT NOT NULL DEFAULT '',
  register_site TEXT NOT NULL DEFAULT '',
  status INTEGER NOT NULL DEFAULT 1,
  is_tips_on INTEGER NOT NULL DEFAULT 0,
  is_in_on INTEGER NOT NULL DEFAULT 0,
  is_trans_on INTEGER NOT NULL DEFAULT 1,
  is_demo INTEGER NOT NULL DEFAULT 0,
  lang TEXT NOT NULL DEFAULT 'zh_cn',
  top_id INTEGER NOT NULL DEFAULT 0,
  agent_id INTEGER NOT NULL DEFAULT 0,
  level INTEGER NOT NULL DEFAULT 0,
  login_sec INTEGER NOT NULL DEFAULT 0,
  last_login_at INTEGER,
  last_login_ip TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS login_logs (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  ip TEXT NOT NULL,
  login_sec INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS money_logs (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  money INTEGER NOT NULL,
  money_before INTEGER NOT NULL,
  money_after INTEGER NOT NULL,
  money_type TEXT NOT NULL,
  number_type INTEGER NOT NULL,
  operate_type INTEGER NOT NULL,
  user_id INTEGER NOT NULL DEFAULT 0,
  model_name TEXT NOT NULL DEFAULT '',
  model_id INTEGER NOT NULL DEFAULT 0,
  description TEXT NOT NULL DEFAULT '',
  -- the description in every language (JSON by language), read in the reader's; NULL on older rows
  description_texts TEXT,
  remark TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS money_logs_member ON money_logs(member_id, created_at);

CREATE TABLE IF NOT EXISTS system_configs (
  name TEXT NOT NULL,
  grp TEXT NOT NULL,
  lang TEXT NOT NULL DEFAULT 'common',
  value TEXT NOT NULL,
  PRIMARY KEY (name, lang)
);

CREATE TABLE IF NOT EXISTS captchas (
  key TEXT PRIMARY KEY,
  text TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
`;

/** Images the seed generates (banners, icons, QR codes), served at /assets/<id>; no external URLs. */
export const assetsSchema = `
CREATE TABLE IF NOT EXISTS assets (id TEXT PRIMARY KEY, content_type TEXT NOT NULL, body BLOB NOT NULL);
`;
