import type { Db } from '../../types';
import type { Clock } from '../../../lib/time';
import { LANGS, type Lang } from '../../../i18n/lang';
import { memberId } from '../core';

const NAMES: Record<string, Record<Lang, string>> = {
  daily: { zh_cn: '日日盈', zh_hk: '日日盈', en: 'Daily Gain', th: 'กำไรรายวัน', vi: 'Lãi mỗi ngày' },
  week: { zh_cn: '七日定存', zh_hk: '七日定存', en: '7-Day Deposit', th: 'ฝากประจำ 7 วัน', vi: 'Tiền gửi 7 ngày' },
  vip: {
    zh_cn: '限量尊享',
    zh_hk: '限量尊享',
    en: 'Limited Premium',
    th: 'พรีเมียมจำนวนจำกัด',
    vi: 'Gói cao cấp giới hạn',
  },
};

type PlanSeed = {
  key: keyof typeof NAMES;
  settle: number;
  cycle: 0 | 1;
  rate: string;
  total: number;
  cap: number;
  user: number;
  interval: number | null;
  weight: number;
};

/** One cyclic, one single-settlement and one nearly sold-out plan in every language (amounts in cents). */
const PLANS: PlanSeed[] = [
  {
    key: 'daily',
    settle: 24,
    cycle: 1,
    rate: '0.50',
    total: 100_000_000,
    cap: 50_000,
    user: -1,
    interval: null,
    weight: 30,
  },
  {
    key: 'week',
    settle: 168,
    cycle: 0,
    rate: '5.00',
    total: 50_000_000,
    cap: 500_000,
    user: 10_000_000,
    interval: 24,
    weight: 20,
  },
  {
    key: 'vip',
    settle: 12,
    cycle: 1,
    rate: '0.25',
    total: 2_000_000,
    cap: 20_000,
    user: -1,
    interval: null,
    weight: 10,
  },
];

export function seedYuebao(db: Db, clock: Clock): void {
  const now = clock.now().getTime();
  const insert =
    db.prepare(`INSERT INTO yuebao_plans (code, setting_name, min_amount, max_amount, settle_time, is_cycle_settle, rate, total_count,
    limit_interest, limit_order_interval_time, interest_audit_multiple, limit_user_order_count, is_open, weight, lang, created_at, updated_at)
    VALUES (?,?,?,?,?,?,?,?,?,?,?,?,1,?,?,?,?)`);
  const ids: Record<string, number> = {};
  for (const lang of LANGS) {
    for (const p of PLANS) {
      const info = insert.run(
        p.key,
        NAMES[p.key][lang],
        1_000,
        10_000_000,
        p.settle,
        p.cycle,
        p.rate,
        p.total,
        p.cap,
        p.interval,
        '1.00',
        p.user,
        p.weight,
        lang,
        now - 30 * 86400_000,
        now - 30 * 86400_000,
      );
      ids[`${lang}:${p.key}`] = Number(info.lastInsertRowid);
    }
  }
  const mpInsert = db.prepare(
    'INSERT INTO member_yuebao_plans (member_id, plan_id, amount, created_at, updated_at) VALUES (?,?,?,?,?)',
  );
  const vip = ids['zh_cn:vip'];
  // Someone else has bought most of the limited plan, so it shows as nearly sold out.
  mpInsert.run(memberId(db, 'agent001'), vip, 1_950_000, now - 86400_000, now - 86400_000);
  // member01's running plan, bought 2.5 days ago: interest accrues lazily on the first listing.
  const started = now - 60 * 3600_000;
  mpInsert.run(memberId(db, 'member01'), ids['zh_cn:daily'], 500_000, started, started);
}
