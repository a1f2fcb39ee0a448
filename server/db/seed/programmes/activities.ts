import type { Db } from '../../types';
import type { Clock } from '../../../lib/time';
import { LANGS, type Lang } from '../../../i18n/lang';
import { putAsset, svgCard } from '../../../rules/assets';

type Texts = Record<Lang, string>;
type ActSeed = {
  key: string;
  type: number;
  hue: number;
  fields: string;
  hot: number;
  title: Texts;
  subtitle: Texts;
  body: Texts;
  rule: Texts;
};

const ACTS: ActSeed[] = [
  {
    key: 'slot-rescue',
    type: 2,
    hue: 200,
    fields: 'member_name,game_type,api_game_type',
    hot: 0,
    title: {
      zh_cn: '电子救援金',
      zh_hk: '電子救援金',
      en: 'Slot Rescue Bonus',
      th: 'โบนัสช่วยเหลือสล็อต',
      vi: 'Tiền cứu trợ slot',
    },
    subtitle: {
      zh_cn: '亏损返还5%',
      zh_hk: '虧損返還5%',
      en: '5% back on losses',
      th: 'คืน 5% จากยอดเสีย',
      vi: 'Hoàn 5% tiền thua',
    },
    body: {
      zh_cn: '<p>电子游艺当日亏损满500元，次日可申请5%救援金。</p>',
      zh_hk: '<p>電子遊藝當日虧損滿500元，次日可申請5%救援金。</p>',
      en: '<p>Lose 500 or more on slots in a day and apply the next day for 5% back.</p>',
      th: '<p>เสียสล็อตครบ 500 ในวันเดียว สมัครรับคืน 5% ในวันถัดไป</p>',
      vi: '<p>Thua slot từ 500 trong ngày, hôm sau đăng ký nhận lại 5%.</p>',
    },
    rule: {
      zh_cn: '<ol><li>每日限申请一次。</li><li>救援金1倍流水即可提款。</li></ol>',
      zh_hk: '<ol><li>每日限申請一次。</li><li>救援金1倍流水即可提款。</li></ol>',
      en: '<ol><li>One application a day.</li><li>1x turnover before withdrawal.</li></ol>',
      th: '<ol><li>สมัครได้วันละครั้ง</li><li>ทำเทิร์น 1 เท่าก่อนถอน</li></ol>',
      vi: '<ol><li>Mỗi ngày đăng ký một lần.</li><li>1 vòng cược trước khi rút.</li></ol>',
    },
  },
  {
    key: 'weekend-reload',
    type: 3,
    hue: 280,
    fields: 'member_name,recharge_money',
    hot: 0,
    title: {
      zh_cn: '周末存送20%',
      zh_hk: '周末存送20%',
      en: 'Weekend Reload 20%',
      th: 'ฝากสุดสัปดาห์รับ 20%',
      vi: 'Nạp cuối tuần thưởng 20%',
    },
    subtitle: {
      zh_cn: '周六周日专享',
      zh_hk: '周六周日專享',
      en: 'Saturdays and Sundays',
      th: 'เฉพาะเสาร์และอาทิตย์',
      vi: 'Thứ bảy và chủ nhật',
    },
    body: {
      zh_cn: '<p>周末单笔存款满100元，可申请20%红利。</p>',
      zh_hk: '<p>周末單筆存款滿100元，可申請20%紅利。</p>',
      en: '<p>Deposit 100 or more at the weekend and apply for a 20% bonus.</p>',
      th: '<p>ฝากครั้งละ 100 ขึ้นไปในวันหยุด สมัครรับโบนัส 20%</p>',
      vi: '<p>Nạp từ 100 vào cuối tuần, đăng ký nhận thưởng 20%.</p>',
    },
    rule: {
      zh_cn: '<ol><li>红利最高288元。</li><li>需完成5倍流水。</li></ol>',
      zh_hk: '<ol><li>紅利最高288元。</li><li>需完成5倍流水。</li></ol>',
      en: '<ol><li>Bonus up to 288.</li><li>5x turnover required.</li></ol>',
      th: '<ol><li>โบนัสสูงสุด 288</li><li>ต้องทำเทิร์น 5 เท่า</li></ol>',
      vi: '<ol><li>Thưởng tối đa 288.</li><li>Cần 5 vòng cược.</li></ol>',
    },
  },
];

const APPLY_DESC: Texts = {
  zh_cn: '填写下方信息并提交，客服将在24小时内处理。',
  zh_hk: '填寫下方信息並提交，客服將在24小時內處理。',
  en: 'Fill in the form below; we handle applications within 24 hours.',
  th: 'กรอกข้อมูลด้านล่าง ทีมงานจะดำเนินการภายใน 24 ชั่วโมง',
  vi: 'Điền thông tin bên dưới, chúng tôi xử lý trong 24 giờ.',
};
const DATE_DESC: Texts = { zh_cn: '长期有效', zh_hk: '長期有效', en: 'Ongoing', th: 'ตลอดไป', vi: 'Dài hạn' };

const DEFAULT_FIELDS = 'member_name,recharge_money,bill_no';

/**
 * Activity-hall activities (apply_type 2) in every language, with generated cover and hall images, in
 * the content area's `activities` table. Hall activities seeded there without a form get one here.
 */
export function seedActivities(db: Db, clock: Clock): void {
  const now = clock.now().getTime();
  const insert =
    db.prepare(`INSERT INTO activities (code, title, subtitle, cover_image, content, type, apply_type, apply_desc, hall_image, hall_field,
    start_at, end_at, date_desc, is_open, is_hot, lang, rule_content, weight, created_at, updated_at) VALUES (?,?,?,?,?,?,2,?,?,?,?,?,?,1,?,?,?,?,?,?)`);
  for (const lang of LANGS) {
    ACTS.forEach((a, i) => {
      const cover = putAsset(
        db,
        `act-${a.key}-${lang}-cover.svg`,
        svgCard({ w: 690, h: 260, title: a.title[lang], subtitle: a.subtitle[lang], hue: a.hue }),
      );
      const hall = putAsset(
        db,
        `act-${a.key}-${lang}-hall.svg`,
        svgCard({
          w: 750,
          h: 360,
          title: a.title[lang],
          subtitle: a.subtitle[lang],
          hue: (a.hue + 20) % 360,
          radius: 0,
        }),
      );
      insert.run(
        a.key,
        a.title[lang],
        a.subtitle[lang],
        cover,
        a.body[lang],
        a.type,
        APPLY_DESC[lang],
        hall,
        a.fields,
        now - 60 * 86400_000,
        null,
        DATE_DESC[lang],
        a.hot,
        lang,
        a.rule[lang],
        85 - i * 10,
        now - 60 * 86400_000,
        now - 60 * 86400_000,
      );
    });
  }
  const bare = db
    .prepare("SELECT id, title, subtitle FROM activities WHERE apply_type = 2 AND (hall_field = '' OR hall_image = '')")
    .all() as Array<{ id: number; title: string; subtitle: string }>;
  const fill = db.prepare(
    "UPDATE activities SET hall_field = CASE WHEN hall_field = '' THEN ? ELSE hall_field END, hall_image = CASE WHEN hall_image = '' THEN ? ELSE hall_image END WHERE id = ?",
  );
  for (const a of bare) {
    const hall = putAsset(
      db,
      `act-hall-${a.id}.svg`,
      svgCard({ w: 750, h: 360, title: a.title, subtitle: a.subtitle, hue: 12, radius: 0 }),
    );
    fill.run(DEFAULT_FIELDS, hall, a.id);
  }
}
