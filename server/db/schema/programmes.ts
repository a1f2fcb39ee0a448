/**
 * Member programmes: Yuebao, credit, levels, activity-hall applications, sign-in, red packet, wheel,
 * agent rates. Money in integer cents; rates and percentages as decimal strings; times as epoch ms.
 * The hall's activities themselves are rows of the content area's `activities` (apply_type 2).
 */
export const programmesSchema = `
CREATE TABLE IF NOT EXISTS yuebao_plans (
  id INTEGER PRIMARY KEY,
  -- one row per language; the rows of one plan share its code
  code TEXT NOT NULL DEFAULT '',
  setting_name TEXT NOT NULL,
  min_amount INTEGER NOT NULL DEFAULT 0,
  max_amount INTEGER NOT NULL DEFAULT 0,
  settle_time INTEGER NOT NULL CHECK (settle_time > 0),
  is_cycle_settle INTEGER NOT NULL DEFAULT 1,
  rate TEXT NOT NULL,
  total_count INTEGER NOT NULL,
  limit_interest INTEGER NOT NULL DEFAULT 0,
  limit_order_interval_time INTEGER,
  interest_audit_multiple TEXT NOT NULL DEFAULT '1.00',
  limit_user_order_count INTEGER NOT NULL DEFAULT -1,
  is_open INTEGER NOT NULL DEFAULT 1,
  weight INTEGER NOT NULL DEFAULT 0,
  lang TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS member_yuebao_plans (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  plan_id INTEGER NOT NULL REFERENCES yuebao_plans(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  interest INTEGER NOT NULL DEFAULT 0,
  settled_times INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 0,
  drawing_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS member_yuebao_plans_member ON member_yuebao_plans(member_id, status);
CREATE INDEX IF NOT EXISTS member_yuebao_plans_plan ON member_yuebao_plans(plan_id);

CREATE TABLE IF NOT EXISTS yuebao_interest_history (
  id INTEGER PRIMARY KEY,
  member_plan_id INTEGER NOT NULL REFERENCES member_yuebao_plans(id),
  interest INTEGER NOT NULL,
  times INTEGER NOT NULL,
  calc_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (member_plan_id, times)
);

CREATE TABLE IF NOT EXISTS credit_records (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  money INTEGER NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('borrow', 'lend')),
  borrow_day INTEGER NOT NULL DEFAULT 0,
  dead_at INTEGER,
  status INTEGER NOT NULL DEFAULT 1,
  is_return INTEGER NOT NULL DEFAULT 0,
  is_overdue INTEGER NOT NULL DEFAULT 0,
  is_read INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS credit_records_member ON credit_records(member_id, created_at);

CREATE TABLE IF NOT EXISTS levels (
  level INTEGER PRIMARY KEY,
  level_name TEXT NOT NULL,
  condition_money INTEGER NOT NULL,
  deposit_money INTEGER NOT NULL DEFAULT 0,
  level_money INTEGER NOT NULL DEFAULT 0,
  week_money INTEGER NOT NULL DEFAULT 0,
  month_money INTEGER NOT NULL DEFAULT 0,
  credit_money INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS activity_applies (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  activity_id INTEGER NOT NULL REFERENCES activities(id),
  day TEXT NOT NULL,
  data_content TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  remark TEXT NOT NULL DEFAULT '',
  user_id INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (member_id, activity_id, day)
);

CREATE TABLE IF NOT EXISTS sign_in_rewards (
  day INTEGER PRIMARY KEY CHECK (day > 0),
  money INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS sign_in_awards (
  id INTEGER PRIMARY KEY,
  days INTEGER NOT NULL CHECK (days > 0),
  money INTEGER NOT NULL,
  weight INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS daily_bonus (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  day TEXT NOT NULL,
  streak INTEGER NOT NULL,
  streak_start TEXT NOT NULL,
  money INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, day)
);

CREATE TABLE IF NOT EXISTS daily_bonus_awards (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  award_id INTEGER NOT NULL REFERENCES sign_in_awards(id),
  streak_start TEXT NOT NULL,
  days INTEGER NOT NULL,
  money INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, award_id, streak_start)
);

CREATE TABLE IF NOT EXISTS redbag_logs (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  day TEXT NOT NULL,
  money INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS redbag_logs_member ON redbag_logs(member_id, day);

CREATE TABLE IF NOT EXISTS wheel_prizes (
  id INTEGER PRIMARY KEY,
  money INTEGER NOT NULL DEFAULT 0,
  weight INTEGER NOT NULL CHECK (weight >= 0),
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS wheel_logs (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  prize_id INTEGER NOT NULL REFERENCES wheel_prizes(id),
  day TEXT NOT NULL,
  money INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS wheel_logs_member ON wheel_logs(member_id, day);

CREATE TABLE IF NOT EXISTS agent_fd_rates (
  member_id INTEGER NOT NULL,
  game_type INTEGER NOT NULL,
  rate TEXT NOT NULL,
  PRIMARY KEY (member_id, game_type)
);

CREATE TABLE IF NOT EXISTS agent_invites (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  token TEXT NOT NULL UNIQUE,
  is_open INTEGER NOT NULL DEFAULT 1,
  records_count INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS invite_rates (
  invite_id INTEGER NOT NULL REFERENCES agent_invites(id),
  game_type INTEGER NOT NULL,
  rate TEXT NOT NULL,
  PRIMARY KEY (invite_id, game_type)
);
`;
