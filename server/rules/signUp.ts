import { createHash, randomInt } from 'node:crypto';
import type { Db, DbCtx } from '../db/types';
import type { Lang } from '../i18n/lang';
import { textsOf } from '../i18n/lang';
import { tAuth } from '../i18n/auth';
import { getConfig } from './configs';
import { hashSecret } from './password';
import { move } from './ledger';
import { recordInvite, type Upline } from './upline';

/** A member name: lower-case letters and digits, a letter first. */
export const NAME_RULE = /^[a-z][a-z0-9]*$/;
/** What a demo player starts with. */
export const DEMO_MONEY_CENTS = 200_000;

export type RegisterSetting = Partial<
  Record<'isInviteCodeRequired' | 'isRealNameRequred' | 'isPhoneRequired' | 'isCaptchaRequired', number | string>
>;

/** Which register fields the operator requires (config register_setting_json); none when it does not parse. */
export function registerSetting(db: Db): RegisterSetting {
  try {
    return JSON.parse(getConfig(db, 'register_setting_json') || '{}') as RegisterSetting;
  } catch {
    return {};
  }
}

/** Whether a member name is taken (names are unique across the platform). */
export function nameTaken(db: Db, name: string): boolean {
  return Boolean(db.prepare('SELECT 1 FROM members WHERE name = ?').get(name));
}

/** Whether another member has this phone (a phone belongs to one member). */
export function phoneTaken(db: Db, phone: string, exceptMemberId = 0): boolean {
  return Boolean(db.prepare('SELECT 1 FROM members WHERE phone = ? AND id != ?').get(phone, exceptMemberId));
}

/** A fresh invite code no member has. */
function newInviteCode(db: Db): string {
  for (;;) {
    const code = `INV${randomInt(100000, 1000000)}`;
    if (!db.prepare('SELECT 1 FROM members WHERE invite_code = ?').get(code)) return code;
  }
}

export type NewMember = {
  name: string;
  password: string;
  qkPwd: string;
  realname: string;
  phone: string;
  ip: string;
  site: string;
  lang: string;
  upline: Upline | undefined;
};

/**
 * Registers a member, in one transaction: a member invited by an upline joins under them in the upline's
 * language, and the invitation is counted; with is_auto_agent on, every new member is an agent. Returns
 * the new id, or 0 when the name was taken meanwhile (the check and the insert are one transaction).
 */
export function registerMember(ctx: DbCtx, m: NewMember): number {
  const { db } = ctx;
  const now = ctx.clock.now().getTime();
  return db.transaction(() => {
    if (nameTaken(db, m.name)) return 0;
    const info = db
      .prepare(
        `INSERT INTO members (name, password_hash, qk_pwd_hash, realname, phone, invite_code, register_ip,
        register_site, lang, top_id, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`,
      )
      .run(
        m.name,
        hashSecret(m.password),
        hashSecret(m.qkPwd),
        m.realname || null,
        m.phone || null,
        newInviteCode(db),
        m.ip,
        m.site,
        m.upline?.lang ?? m.lang,
        m.upline?.id ?? 0,
        now,
        now,
      );
    const newId = Number(info.lastInsertRowid);
    if (m.upline) recordInvite(db, m.upline, newId, now);
    if (getConfig(db, 'is_auto_agent') === '1')
      db.prepare('UPDATE members SET agent_id = ? WHERE id = ?').run(newId, newId);
    return newId;
  })();
}

/**
 * The demo player of a client address: the one it already has, else a new one with a random name and the
 * demo money (logged as a gift). One per address, so a page reload does not mint players.
 */
export function demoMemberFor(ctx: DbCtx, ip: string, host: string, lang: Lang): number {
  const { db } = ctx;
  return db.transaction(() => {
    const existing = db
      .prepare('SELECT id FROM members WHERE is_demo = 1 AND register_ip = ? ORDER BY id LIMIT 1')
      .get(ip) as { id: number } | undefined;
    if (existing) return existing.id;
    let name = '';
    do name = `sw${randomInt(100000, 1000000)}`;
    while (nameTaken(db, name));
    const now = ctx.clock.now().getTime();
    const password = createHash('md5').update(name).digest('hex').slice(0, 6);
    const info = db
      .prepare(
        `INSERT INTO members (name, password_hash, invite_code, register_ip, register_site, is_demo, lang,
        created_at, updated_at) VALUES (?,?,?,?,?,1,?,?,?)`,
      )
      .run(name, hashSecret(password), newInviteCode(db), ip, host, lang, now, now);
    const newId = Number(info.lastInsertRowid);
    move(db, ctx.clock, {
      memberId: newId,
      wallet: 'money',
      delta: DEMO_MONEY_CENTS,
      operateType: 2,
      description: textsOf(tAuth, 'demoGift'),
    });
    return newId;
  })();
}
