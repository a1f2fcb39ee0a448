import type { Db } from '../../types';
import type { Clock } from '../../../lib/time';
import { LANGS } from '../../../i18n/lang';
import { putAsset, svgCard } from '../../../rules/assets';
import { memberId } from '../core';
import { BANKS, OFFERED } from './bankNames';

/** Every bank in every language (cards read in any), open where the language offers it to bind. */
export function seedBanks(db: Db, clock: Clock): void {
  const now = clock.now().getTime();
  const insert = db.prepare(
    'INSERT INTO banks (code, name, lang, is_virtual, icon, is_open, weight, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?)',
  );
  const icons = new Map(
    BANKS.map((b) => [
      b.code,
      putAsset(
        db,
        `bank-${b.code.toLowerCase()}.svg`,
        svgCard({ w: 96, h: 96, title: b.code.replace('USDT-', ''), hue: b.hue, radius: 48 }),
      ),
    ]),
  );
  for (const lang of LANGS) {
    const offered = OFFERED[lang];
    for (const b of BANKS) {
      const at = offered.indexOf(b.code);
      const virtual = b.code.startsWith('USDT') ? 1 : 0;
      insert.run(
        b.code,
        b.name[lang],
        lang,
        virtual,
        icons.get(b.code),
        at < 0 ? 0 : 1,
        at < 0 ? 0 : 100 - at,
        now,
        now,
      );
    }
  }

  const card =
    db.prepare(`INSERT INTO member_banks (member_id, card_no, bank_type, phone, owner_name, bank_address, remark, created_at, updated_at)
    VALUES (?,?,?,?,?,?,?,?,?)`);
  const day = 86400_000;
  const m1 = memberId(db, 'member01');
  card.run(
    m1,
    '6222020200112233445',
    'ICBC',
    '13800138000',
    '张三',
    '北京市朝阳区建国路支行',
    '',
    now - 60 * day,
    now - 60 * day,
  );
  card.run(
    m1,
    'TQ7x9mVbN3aLpK2rS8dF4gH6jW1eY5uZc',
    'USDT-TRC20',
    null,
    '张三',
    '',
    'USDT 钱包',
    now - 20 * day,
    now - 20 * day,
  );
  card.run(
    memberId(db, 'english1'),
    '4000123456789010',
    'HSBC',
    null,
    'John Smith',
    'Central Branch, Hong Kong',
    '',
    now - 30 * day,
    now - 30 * day,
  );
  card.run(
    memberId(db, 'agent001'),
    '6217000010001234567',
    'CCB',
    '13900139000',
    '李四',
    '上海市浦东新区陆家嘴支行',
    '',
    now - 45 * day,
    now - 45 * day,
  );
}
