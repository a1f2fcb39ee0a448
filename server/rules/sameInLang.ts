import type { Db } from '../db/types';
import { everyLang, type Lang, type Texts } from '../i18n/lang';

/** Tables kept one row per language, as on the platform, whose rows of one promotion or plan share a `code`. */
type PerLangTable = 'activities' | 'yuebao_plans';

/**
 * The id of the row that is the same promotion or plan as row `id` in `lang` (its own id when it is in
 * `lang` already), or null when that language has none. An id taken from a list in one language (a card,
 * an applied promotion, a bought plan) can so be answered in the language of a later request.
 */
export function sameIn(db: Db, table: PerLangTable, id: number, lang: Lang): number | null {
  const row = db
    .prepare(
      `SELECT b.id FROM ${table} a JOIN ${table} b ON b.id = a.id OR (a.code != '' AND b.code = a.code)
      WHERE a.id = ? AND b.lang = ? ORDER BY b.id = a.id DESC, b.is_open DESC, b.id LIMIT 1`,
    )
    .get(id, lang) as { id: number } | undefined;
  return row?.id ?? null;
}

/** A Yuebao plan's name in `lang`: that of the same plan in the language, else its own. */
export function planName(db: Db, planId: number, lang: Lang): string {
  const id = sameIn(db, 'yuebao_plans', planId, lang) ?? planId;
  const row = db.prepare('SELECT setting_name FROM yuebao_plans WHERE id = ?').get(id) as
    { setting_name: string } | undefined;
  return row?.setting_name ?? '';
}

/** A promotion's title in `lang`: that of the same promotion in the language, else its own. */
export function activityTitle(db: Db, activityId: number, lang: Lang): string {
  const id = sameIn(db, 'activities', activityId, lang) ?? activityId;
  const row = db.prepare('SELECT title FROM activities WHERE id = ?').get(id) as { title: string } | undefined;
  return row?.title ?? '';
}

/** A Yuebao plan's name in every language, for the money logs written when it is bought or redeemed. */
export function planNames(db: Db, planId: number): Texts {
  return everyLang((l) => planName(db, planId, l));
}

/**
 * An open promotion by id, answered in `lang`: the same promotion's row in that language when it has one
 * that is open, else the row itself. One id so serves every language, whichever list it was taken from.
 */
export function openActivityIn<T>(db: Db, id: number, lang: Lang): T | undefined {
  const open = db.prepare('SELECT * FROM activities WHERE id = ? AND is_open = 1');
  if (!open.get(id)) return undefined;
  const same = sameIn(db, 'activities', id, lang);
  return ((same !== null ? open.get(same) : undefined) ?? open.get(id)) as T | undefined;
}
