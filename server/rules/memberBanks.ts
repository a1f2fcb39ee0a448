import type { Db } from '../db/types';
import type { Clock } from '../lib/time';
import type { Lang } from '../i18n/lang';

/** A member's bound card (or virtual-coin account) as stored. */
export type CardRow = {
  id: number;
  member_id: number;
  card_no: string;
  bank_type: string;
  phone: string | null;
  owner_name: string;
  bank_address: string;
  remark: string;
  created_at: number;
  updated_at: number;
};
export type BankRow = { code: string; name: string; icon: string };

/** A card's fields once checked (formCheck); an empty phone is stored as none. */
export type CardFields = {
  card_no: string;
  bank_type: string;
  owner_name: string;
  bank_address: string;
  phone: string;
  remark: string;
};

/** Bank types a member may bind in a language, heaviest first: code → row. */
export function bankTypes(db: Db, lang: Lang): Map<string, BankRow> {
  const rows = db
    .prepare('SELECT code, name, icon FROM banks WHERE lang = ? AND is_open = 1 ORDER BY weight DESC, id')
    .all(lang) as BankRow[];
  return new Map(rows.map((r) => [r.code, r]));
}

/** Every bank named in a language, bindable there or not: a card reads in any language its owner asks for. */
export function bankNames(db: Db, lang: Lang): Map<string, BankRow> {
  const rows = db.prepare('SELECT code, name, icon FROM banks WHERE lang = ?').all(lang) as BankRow[];
  return new Map(rows.map((r) => [r.code, r]));
}

/** The member's cards in the order they were bound. */
export function cardsOf(db: Db, memberId: number): CardRow[] {
  return db.prepare('SELECT * FROM member_banks WHERE member_id = ? ORDER BY id').all(memberId) as CardRow[];
}

/** One card, only if it is the member's own: another member's card reads as none. */
export function ownCard(db: Db, id: number, memberId: number): CardRow | undefined {
  return db.prepare('SELECT * FROM member_banks WHERE id = ? AND member_id = ?').get(id, memberId) as
    CardRow | undefined;
}

/** A card's fields in the order both the insert and the update name their columns (a missing phone is NULL). */
const cardColumns = (card: CardFields) =>
  [card.card_no, card.bank_type, card.phone || null, card.owner_name, card.bank_address, card.remark] as const;

/** Binds a card to the member; returns it as stored. */
export function addCard(db: Db, clock: Clock, memberId: number, card: CardFields): CardRow {
  const now = clock.now().getTime();
  const info = db
    .prepare(
      `INSERT INTO member_banks (member_id, card_no, bank_type, phone, owner_name, bank_address, remark, created_at, updated_at)
      VALUES (?,?,?,?,?,?,?,?,?)`,
    )
    .run(memberId, ...cardColumns(card), now, now);
  return db.prepare('SELECT * FROM member_banks WHERE id = ?').get(Number(info.lastInsertRowid)) as CardRow;
}

/** Rewrites the fields of the member's own card (the WHERE keeps another member's card out of reach). */
export function updateCard(db: Db, clock: Clock, memberId: number, id: number, card: CardFields): void {
  db.prepare(
    `UPDATE member_banks SET card_no = ?, bank_type = ?, phone = ?, owner_name = ?, bank_address = ?, remark = ?, updated_at = ?
      WHERE id = ? AND member_id = ?`,
  ).run(...cardColumns(card), clock.now().getTime(), id, memberId);
}

/** Unbinds the member's own card. */
export function removeCard(db: Db, memberId: number, id: number): void {
  db.prepare('DELETE FROM member_banks WHERE id = ? AND member_id = ?').run(id, memberId);
}
