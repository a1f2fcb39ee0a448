/**
 * The wait a platform text names ('check the result in 2 hours', 'in two hours', '2小时后', 'หลัง 2 ชั่วโมง',
 * 'sau 2 giờ'), in milliseconds, from its words in any of the five languages; null when it names none, or more than
 * one.
 */
const HOUR = 3_600_000;
const MINUTE = 60_000;

const HOURS = [
  '小时',
  '小時',
  '个小时',
  '個小時',
  '钟头',
  '鐘頭',
  'hours',
  'hour',
  'hrs',
  'hr',
  'ชั่วโมง',
  'giờ',
  'tiếng',
];
const MINUTES = ['分钟', '分鐘', 'minutes', 'minute', 'mins', 'min', 'นาที', 'phút'];

/** Counts written as words, up to twelve (a wait in words is a short one). */
const WORDS: Record<string, number> = {
  ...Object.fromEntries(
    ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].map((w, i) => [
      w,
      i + 1,
    ]),
  ),
  ...Object.fromEntries(['หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า', 'สิบ'].map((w, i) => [w, i + 1])),
  ...Object.fromEntries(
    ['một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín', 'mười'].map((w, i) => [w, i + 1]),
  ),
};
const HAN_DIGITS: Record<string, number> = {
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

/** A Chinese count up to 99 ('两', '十', '三十', '二十四'), or NaN. */
function hanCount(s: string): number {
  const ten = s.indexOf('十');
  if (ten < 0) return s.length === 1 && s in HAN_DIGITS ? HAN_DIGITS[s] : NaN;
  const tens = ten === 0 ? 1 : (HAN_DIGITS[s.slice(0, ten)] ?? NaN);
  const rest = s.slice(ten + 1);
  return tens * 10 + (rest === '' ? 0 : (HAN_DIGITS[rest] ?? NaN));
}

const byLength = (a: string, b: string) => b.length - a.length;
const unitPattern = [...HOURS, ...MINUTES].sort(byLength).join('|');
const wordPattern = Object.keys(WORDS).sort(byLength).join('|');
// A count right before its unit; a Latin word (a count, a unit) starts and ends where the word does.
const LATIN = 'a-z\\u00c0-\\u024f\\u1e00-\\u1eff';
const WAIT = new RegExp(
  `(?:(\\d+(?:\\.\\d+)?)|([一二两兩三四五六七八九十]+)|(?<![${LATIN}])(${wordPattern}))\\s*(${unitPattern})(?![${LATIN}])`,
  'giu',
);

/** The words of an HTML text, without its markup. */
function words(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/\s+/g, ' ');
}

export function statedWait(text: string | null | undefined): number | null {
  if (!text) return null;
  const found = new Set<number>();
  for (const m of words(text).matchAll(WAIT)) {
    const n = m[1] !== undefined ? Number(m[1]) : m[2] !== undefined ? hanCount(m[2]) : WORDS[m[3].toLowerCase()];
    const unit = m[4].toLowerCase();
    const ms = Math.round(n * (HOURS.includes(unit) ? HOUR : MINUTE));
    if (ms > 0) found.add(ms);
  }
  return found.size === 1 ? [...found][0] : null;
}

/** A wait as the texts name it: whole hours in hours, anything else in minutes (rounded up). */
export function waitUnits(ms: number): { unit: 'hour' | 'minute'; count: number } {
  if (ms >= HOUR && ms % HOUR === 0) return { unit: 'hour', count: ms / HOUR };
  return { unit: 'minute', count: Math.max(1, Math.ceil(ms / MINUTE)) };
}
