import type { Db } from '../db/types';

/** A promotion as stored, one row per language (`code` ties the rows of one promotion together). */
export type ActivityRow = {
  id: number;
  title: string;
  subtitle: string;
  cover_image: string;
  content: string;
  type: number;
  apply_type: number;
  apply_url: string;
  apply_desc: string;
  hall_image: string;
  hall_field: string;
  start_at: number | null;
  end_at: number | null;
  date_desc: string;
  is_open: number;
  is_hot: number;
  is_app: number;
  lang: string;
  rule_content: string;
  weight: number;
  created_at: number;
  updated_at: number;
};

export type ApplyRow = {
  id: number;
  member_id: number;
  user_id: number;
  activity_id: number;
  data_content: string;
  status: 0 | 1 | 2 | 3;
  remark: string;
  created_at: number;
  updated_at: number;
  title: string;
};

/** Every field a hall form may send; which ones an activity asks for is its `hall_field`. */
export const HALL_FIELDS = ['member_name', 'recharge_money', 'game_type', 'api_game_type', 'bill_no'] as const;
export type HallField = (typeof HALL_FIELDS)[number];

/** The fields an activity's form asks for, in HALL_FIELDS order; the member's name always. */
export function hallFieldsOf(a: ActivityRow): HallField[] {
  const asked = a.hall_field.split(',').map((s) => s.trim());
  return HALL_FIELDS.filter((f) => f === 'member_name' || asked.includes(f));
}

/** The open promotions applied for in the hall (apply_type 2) in a language, heaviest and newest first. */
export function hallActivities(db: Db, lang: string): ActivityRow[] {
  return db
    .prepare('SELECT * FROM activities WHERE is_open = 1 AND apply_type = 2 AND lang = ? ORDER BY weight DESC, id DESC')
    .all(lang) as ActivityRow[];
}

/** An open promotion by id, in whatever language it is written. */
export function openActivity(db: Db, id: number): ActivityRow | undefined {
  return db.prepare('SELECT * FROM activities WHERE id = ? AND is_open = 1').get(id) as ActivityRow | undefined;
}

/** The member a hall form names (the hall needs no sign-in: a member is named, as on the platform). */
export function namedMember(db: Db, name: string | undefined) {
  return db.prepare('SELECT id, name, is_demo, status, lang FROM members WHERE name = ?').get(name) as
    { id: number; name: string; is_demo: number; status: number; lang: string } | undefined;
}

/** A page of the member's applications (5 a page, whatever the caller asks), one activity's only when given. */
export function appliesPage(db: Db, memberId: number, activityId: number | undefined, offset: number) {
  const where = `WHERE ap.member_id = ?${activityId ? ' AND ap.activity_id = ?' : ''}`;
  const args = activityId ? [memberId, activityId] : [memberId];
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM activity_applies ap ${where}`).get(...args) as { n: number }).n;
  const rows = db
    .prepare(
      `SELECT ap.*, a.title FROM activity_applies ap JOIN activities a ON a.id = ap.activity_id ${where}
      ORDER BY ap.created_at DESC, ap.id DESC LIMIT 5 OFFSET ?`,
    )
    .all(...args, offset) as ApplyRow[];
  return { total, rows };
}

/**
 * Records an application for review; false when the member already applied for it that platform day (the
 * table's unique key decides, so two taps at once still make one application).
 */
export function recordApply(
  db: Db,
  a: { memberId: number; activityId: number; day: string; content: string; at: number },
): boolean {
  const r = db
    .prepare(
      'INSERT OR IGNORE INTO activity_applies (member_id, activity_id, day, data_content, created_at, updated_at) VALUES (?,?,?,?,?,?)',
    )
    .run(a.memberId, a.activityId, a.day, a.content, a.at, a.at);
  return r.changes > 0;
}
