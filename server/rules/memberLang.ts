import type { Db } from '../db/types';
import { asLang, type Lang } from '../i18n/lang';

/** The language a member's own records are written in (money logs, bank list): their stored one. */
export function langOfMember(db: Db, memberId: number): Lang {
  return asLang((db.prepare('SELECT lang FROM members WHERE id = ?').get(memberId) as { lang: string }).lang);
}
