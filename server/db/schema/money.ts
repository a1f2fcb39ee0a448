/**
 * Game suppliers, wallets, bets, payments, recharges and withdrawals. The first three tables below are
 * read by other areas (team reports, level-up, rebate): their columns are fixed.
 */
export const moneyCoreSchema = `
CREATE TABLE IF NOT EXISTS game_records (
  id INTEGER PRIMARY KEY,
  bill_no TEXT NOT NULL UNIQUE,
  api_name TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  name TEXT NOT NULL,
  bet_amount INTEGER NOT NULL,
  valid_bet_amount INTEGER NOT NULL,
  net_amount INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'COMPLETE',
  game_type INTEGER NOT NULL,
  game_name TEXT NOT NULL DEFAULT '',
  round_no TEXT NOT NULL DEFAULT '',
  play_detail TEXT NOT NULL DEFAULT '',
  wager_detail TEXT NOT NULL DEFAULT '',
  game_result TEXT NOT NULL DEFAULT '',
  bet_time INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  is_fs INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS game_records_member ON game_records(member_id, created_at);

CREATE TABLE IF NOT EXISTS recharges (
  id INTEGER PRIMARY KEY,
  bill_no TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  name TEXT NOT NULL,
  lang TEXT NOT NULL DEFAULT 'zh_cn',
  money INTEGER NOT NULL,
  payment_type TEXT NOT NULL,
  account TEXT NOT NULL DEFAULT '',
  payment_desc TEXT,
  payment_detail TEXT NOT NULL DEFAULT '{}',
  payment_pic TEXT NOT NULL DEFAULT '',
  status INTEGER NOT NULL DEFAULT 1,
  before_money INTEGER NOT NULL DEFAULT 0,
  after_money INTEGER NOT NULL DEFAULT 0,
  fail_reason TEXT,
  hk_at INTEGER,
  confirm_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS recharges_member ON recharges(member_id, created_at);

CREATE TABLE IF NOT EXISTS drawings (
  id INTEGER PRIMARY KEY,
  bill_no TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  name TEXT NOT NULL,
  money INTEGER NOT NULL,
  account TEXT NOT NULL,
  before_money INTEGER NOT NULL,
  after_money INTEGER NOT NULL,
  counter_fee INTEGER NOT NULL DEFAULT 0,
  fail_reason TEXT,
  member_bank_info TEXT NOT NULL,
  member_remark TEXT NOT NULL DEFAULT '',
  confirm_at INTEGER,
  status INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS drawings_member ON drawings(member_id, created_at);
`;

/** Game suppliers ("apis"), their lobby entries per game type, and their game lists. Titles per language as JSON. */
export const gameCatalogSchema = `
CREATE TABLE IF NOT EXISTS apis (
  id INTEGER PRIMARY KEY,
  api_name TEXT NOT NULL UNIQUE,
  title_json TEXT NOT NULL,
  is_open INTEGER NOT NULL DEFAULT 1,
  weight INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS api_games (
  id INTEGER PRIMARY KEY,
  api_name TEXT NOT NULL REFERENCES apis(api_name),
  game_type INTEGER NOT NULL,
  title_json TEXT NOT NULL,
  subtitle TEXT NOT NULL DEFAULT '',
  -- the subtitle per language (JSON), answered in the request's; empty: the subtitle column
  subtitle_json TEXT NOT NULL DEFAULT '',
  mobile_pic TEXT NOT NULL DEFAULT '',
  web_pic TEXT NOT NULL DEFAULT '',
  logo_url TEXT NOT NULL DEFAULT '',
  tags TEXT NOT NULL DEFAULT '',
  client_type INTEGER NOT NULL DEFAULT 0,
  is_open INTEGER NOT NULL DEFAULT 1,
  weight INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (api_name, game_type)
);

CREATE TABLE IF NOT EXISTS game_lists (
  id INTEGER PRIMARY KEY,
  api_name TEXT NOT NULL REFERENCES apis(api_name),
  name TEXT NOT NULL,
  en_name TEXT NOT NULL,
  -- the name per language (JSON), answered in the request's; empty: name or en_name
  name_json TEXT NOT NULL DEFAULT '',
  game_type INTEGER NOT NULL,
  game_code TEXT NOT NULL,
  img_url TEXT NOT NULL,
  client_type INTEGER NOT NULL DEFAULT 0,
  tags TEXT NOT NULL DEFAULT '',
  is_open INTEGER NOT NULL DEFAULT 1,
  weight INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS game_lists_type ON game_lists(game_type, api_name);
`;

/** Game wallets, transfers between them and the main wallets, simulated supplier sessions. */
export const walletSchema = `
-- no row: the member has no account at that supplier yet ("未开通")
CREATE TABLE IF NOT EXISTS member_apis (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  api_name TEXT NOT NULL,
  money INTEGER NOT NULL DEFAULT 0 CHECK (money >= 0),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (member_id, api_name)
);

-- transfer_type 1 into the game wallet, 2 out of it
CREATE TABLE IF NOT EXISTS transfers (
  id INTEGER PRIMARY KEY,
  bill_no TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  api_name TEXT NOT NULL,
  transfer_type INTEGER NOT NULL,
  money INTEGER NOT NULL,
  money_type TEXT NOT NULL DEFAULT 'money',
  api_before INTEGER NOT NULL,
  api_after INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS transfers_member ON transfers(member_id, created_at);

CREATE TABLE IF NOT EXISTS game_sessions (
  token TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  api_name TEXT NOT NULL,
  game_type INTEGER NOT NULL,
  game_code TEXT NOT NULL DEFAULT '',
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
`;

/** Payment channels (one row per language), rebate levels and rebate claims. */
export const paymentSchema = `
CREATE TABLE IF NOT EXISTS payments (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  account TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL DEFAULT '',
  desc TEXT NOT NULL DEFAULT '',
  qrcode TEXT NOT NULL DEFAULT '',
  memo TEXT NOT NULL DEFAULT '',
  params TEXT NOT NULL DEFAULT '{}',
  rate TEXT NOT NULL DEFAULT '0.00',
  min INTEGER NOT NULL DEFAULT 0,
  max INTEGER NOT NULL DEFAULT 0,
  is_open INTEGER NOT NULL DEFAULT 1,
  lang TEXT NOT NULL,
  weight INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- type 1 system levels (member_id 0), rate in percent as a decimal string, quota in cents
CREATE TABLE IF NOT EXISTS fs_levels (
  id INTEGER PRIMARY KEY,
  game_type INTEGER NOT NULL,
  level INTEGER NOT NULL,
  type INTEGER NOT NULL DEFAULT 1,
  member_id INTEGER NOT NULL DEFAULT 0,
  quota INTEGER NOT NULL,
  rate TEXT NOT NULL,
  lang TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS fs_claims (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  deadtime INTEGER NOT NULL,
  money INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS fs_claims_member ON fs_claims(member_id, deadtime);
`;

export const moneySchema = moneyCoreSchema + gameCatalogSchema + walletSchema + paymentSchema;
