import type { Db } from '../types';
import type { Clock } from '../../lib/time';
import { hashSecret } from '../../rules/password';
import { setConfig } from '../../rules/configs';
import { LANGS } from '../../i18n/lang';
import { SEED_MEMBERS, SEED_PASSWORD, SEED_QK_PWD } from './members';

const SITE_TITLES: Record<string, string> = {
  zh_cn: '星河娱乐',
  zh_hk: '星河娛樂',
  en: 'Galaxy Play',
  th: 'Galaxy Play',
  vi: 'Galaxy Play',
};

function seedConfigs(db: Db): void {
  const c = (grp: string, name: string, value: string) => setConfig(db, grp, name, value);
  c('register', 'vip1_is_login_captcha_open', '1');
  c('register', 'vip1_is_register_sms_open', '0');
  c('system', 'is_demo_play_open', '1');
  c('system', 'site_pc', '');
  c('system', 'site_mobile', '');
  c('system', 'site_wap_logo', '/assets/logo.svg');
  c('system', 'is_system_maintenance', '0');
  for (const l of LANGS) setConfig(db, 'site', 'site_title', SITE_TITLES[l], l);
  c('drawing', 'ml_drawing_percent', '2');
  c('drawing', 'ml_percent', '50');
  c('drawing', 'transfer_start', '00:00:00');
  c('drawing', 'transfer_end', '23:59:59');
  c('drawing', 'drawing_times_per_day', '5');
  for (const l of LANGS) setConfig(db, 'basic', 'drawing_money_size_json', JSON.stringify({ b: [100, 50000] }), l);
  c('activity', 'is_realtime_fs_mode', '1');
  c('activity', 'member_fs_money_type', 'fs_money');
  c('activity', 'activity_money_type', 'money');
  c('activity', 'activity_jiebei_enable', '1');
  c('activity', 'activity_shengji_enable', '1');
  c('activity', 'activity_yuebao_enable', '1');
  c('activity', 'activity_yuebao_plan_enable', '1');
  c('activity', 'is_daily_bonus_open', '1');
  c('activity', 'is_redbag_open', '1');
  c(
    'common',
    'register_setting_json',
    JSON.stringify({
      isInviteCodeRequired: 0,
      isInviteCodeRequired_mobile: 0,
      isRealNameRequred: 1,
      isRealNameRequred_mobile: 1,
      isPhoneRequired: 0,
      isPhoneRequired_mobile: 0,
      isCaptchaRequired: 1,
      isCaptchaRequired_mobile: 1,
    }),
  );
}

/**
 * The seeded members' two hashes, made once per process: scrypt costs about 50 ms a hash, and the browser suite
 * reseeds before every one of its tests. Every seeded member shares the seed's well-known passwords anyway.
 */
let seedHashes: { pwd: string; qk: string } | undefined;

function seedMembers(db: Db, clock: Clock): void {
  seedHashes ??= { pwd: hashSecret(SEED_PASSWORD), qk: hashSecret(SEED_QK_PWD) };
  const { pwd, qk } = seedHashes;
  const created = clock.now().getTime() - 90 * 86400_000;
  const insert =
    db.prepare(`INSERT INTO members (name, password_hash, qk_pwd_hash, realname, phone, email, money, fs_money,
    ml_money, status, agent_id, top_id, lang, level, total_credit, invite_code, register_site, created_at, updated_at)
    VALUES (@name, @pwd, @qk, @realname, @phone, @email, @money, @fs_money, @ml_money, @status, 0, @top_id, @lang, @level,
    @total_credit, @invite_code, 'localhost', @created, @updated)`);
  const ids = new Map<string, number>();
  SEED_MEMBERS.forEach((m, i) => {
    const info = insert.run({
      name: m.name,
      pwd,
      qk: m.withQkPwd ? qk : null,
      realname: m.realname ?? null,
      phone: m.phone ?? null,
      email: m.email ?? null,
      money: m.money ?? 0,
      fs_money: m.fs_money ?? 0,
      ml_money: m.ml_money ?? 0,
      status: m.status ?? 1,
      top_id: m.topName ? (ids.get(m.topName) ?? 0) : 0,
      lang: m.lang ?? 'zh_cn',
      level: m.level ?? 0,
      total_credit: m.total_credit ?? 0,
      invite_code: `INV${1000 + i}`,
      created,
      updated: created + 86400_000 * (i + 1),
    });
    const id = Number(info.lastInsertRowid);
    ids.set(m.name, id);
    if (m.isAgent) db.prepare('UPDATE members SET agent_id = ? WHERE id = ?').run(id, id);
  });
}

export function seedCore(db: Db, clock: Clock): void {
  seedConfigs(db);
  seedMembers(db, clock);
}

/** Looks up a seeded member's id by name (for other areas' seeds). */
export function memberId(db: Db, name: string): number {
  const row = db.prepare('SELECT id FROM members WHERE name = ?').get(name) as { id: number } | undefined;
  if (!row) throw new Error(`seed member ${name} missing`);
  return row.id;
}
