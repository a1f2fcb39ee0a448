/**
 * Mail, bank cards, activities, notices, banners, links and the local lottery. Texts are stored one row
 * per language (`lang`), as the platform does. Other areas read `member_banks` (withdrawal), `activities`
 * (activity hall) and write `messages` + `member_messages` (award notices): keep these columns.
 */
export const mailSchema = `
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY,
  -- the writing member for member mail (send_type 2); 0 for mail from the platform
  member_id INTEGER NOT NULL DEFAULT 0,
  user_id INTEGER NOT NULL DEFAULT 0,
  pid INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  -- mail the platform writes, in every language (JSON by language), read in the reader's; NULL for
  -- mail written by a person, which stays as written
  title_texts TEXT,
  content_texts TEXT,
  url TEXT NOT NULL DEFAULT '',
  -- 1 broadcast to every member of the language, 2 to chosen members, 3 written by a member
  visible_type INTEGER NOT NULL,
  -- 1 platform, 2 member
  send_type INTEGER NOT NULL,
  lang TEXT NOT NULL DEFAULT 'zh_cn',
  deleted_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS messages_member ON messages(member_id, send_type);
CREATE INDEX IF NOT EXISTS messages_pid ON messages(pid);

-- each member's own copy of a received message: read state and deletion are per member
CREATE TABLE IF NOT EXISTS member_messages (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  message_id INTEGER NOT NULL REFERENCES messages(id),
  is_read INTEGER NOT NULL DEFAULT 0,
  deleted_at INTEGER,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, message_id)
);
`;

export const bankSchema = `
CREATE TABLE IF NOT EXISTS banks (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  lang TEXT NOT NULL,
  -- 1 for virtual-coin (USDT) accounts
  is_virtual INTEGER NOT NULL DEFAULT 0,
  icon TEXT NOT NULL DEFAULT '',
  is_open INTEGER NOT NULL DEFAULT 1,
  weight INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (code, lang)
);

CREATE TABLE IF NOT EXISTS member_banks (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  card_no TEXT NOT NULL,
  bank_type TEXT NOT NULL,
  phone TEXT,
  owner_name TEXT NOT NULL,
  bank_address TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS member_banks_member ON member_banks(member_id);

CREATE TABLE IF NOT EXISTS sms_codes (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  ip TEXT NOT NULL,
  kind TEXT NOT NULL,
  code TEXT NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
`;

export const siteSchema = `
CREATE TABLE IF NOT EXISTS activities (
  id INTEGER PRIMARY KEY,
  -- one row per language; the rows of one promotion share its code
  code TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL DEFAULT '',
  cover_image TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  -- 1 rebate, 2 bonus, 3 recharge, 4 display
  type INTEGER NOT NULL DEFAULT 4,
  -- 0 none, 1 via customer service, 2 activity hall, 3 link
  apply_type INTEGER NOT NULL DEFAULT 0,
  apply_url TEXT NOT NULL DEFAULT '',
  apply_desc TEXT NOT NULL DEFAULT '',
  hall_image TEXT NOT NULL DEFAULT '',
  hall_field TEXT NOT NULL DEFAULT '',
  start_at INTEGER,
  end_at INTEGER,
  date_desc TEXT NOT NULL DEFAULT '',
  is_open INTEGER NOT NULL DEFAULT 1,
  is_hot INTEGER NOT NULL DEFAULT 0,
  is_app INTEGER NOT NULL DEFAULT 0,
  lang TEXT NOT NULL,
  rule_content TEXT NOT NULL DEFAULT '',
  weight INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS activities_lang ON activities(lang, is_open);

CREATE TABLE IF NOT EXISTS notices (
  id INTEGER PRIMARY KEY,
  -- main (home marquee), credit, pc (desktop popup), mobile (mobile popup: content is an image URL)
  grp TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT '',
  lang TEXT NOT NULL,
  is_open INTEGER NOT NULL DEFAULT 1,
  weight INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS banners (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  url TEXT NOT NULL,
  groups TEXT NOT NULL,
  dimensions TEXT NOT NULL DEFAULT '',
  jump_link TEXT NOT NULL DEFAULT '',
  is_new_window INTEGER NOT NULL DEFAULT 0,
  lang TEXT NOT NULL,
  is_open INTEGER NOT NULL DEFAULT 1,
  weight INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS quick_links (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  "desc" TEXT NOT NULL DEFAULT '',
  -- web: a path of the desktop site; mobile: a route of this app; index: a path on this origin
  type TEXT NOT NULL,
  url TEXT NOT NULL,
  lang TEXT NOT NULL,
  weight INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS lotteries (
  id INTEGER PRIMARY KEY,
  game_code TEXT NOT NULL,
  name TEXT NOT NULL,
  lang TEXT NOT NULL,
  icon TEXT NOT NULL,
  -- seconds between draws
  interval_s INTEGER NOT NULL,
  is_hot INTEGER NOT NULL DEFAULT 0,
  weight INTEGER NOT NULL DEFAULT 0,
  UNIQUE (game_code, lang)
);
`;

export const contentSchema = mailSchema + bankSchema + siteSchema;
