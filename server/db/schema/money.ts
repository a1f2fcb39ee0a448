/**
 * Game suppliers, wallets, bets, payments, recharges and withdrawals. The first three tables below are
 * read by other areas (team reports, level-up, rebate): their columns are fixed.
 */
export const moneySchema = `
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
