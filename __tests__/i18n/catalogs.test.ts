import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES, DEFAULT_LOCALE } from '../../i18n/locales';

const root = join(__dirname, '..', '..');
const catalogs = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(join(root, 'i18n', `${l}.json`), 'utf8')) as Record<string, string>]),
);
const reference = Object.keys(catalogs[DEFAULT_LOCALE]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

/** Message ids the code names: `id: '…'`, `id="…"`, `…Id: '…'`, `messageId: '…'`, notYet('…'). */
function idsUsedInSource(): Map<string, string> {
  const used = new Map<string, string>();
  const patterns = [
    /\b(?:id|[a-zA-Z]+Id)\s*[:=]\s*\{?\s*['"`]([a-z][a-zA-Z0-9]*\.[a-zA-Z0-9]+\.[a-zA-Z0-9]+)['"`]/g,
    /\bnotYet\(\s*['"`]([a-z][a-zA-Z0-9]*\.[a-zA-Z0-9]+\.[a-zA-Z0-9]+)['"`]/g,
    /\bformatMessage\(\s*\{\s*id:\s*['"`]([^'"`]+)['"`]/g,
  ];
  for (const file of [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'machines'))]) {
    const text = readFileSync(file, 'utf8');
    for (const re of patterns) for (const m of text.matchAll(re)) used.set(m[1], file.slice(root.length + 1));
  }
  return used;
}

describe('message catalogs', () => {
  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))('%s has exactly the keys of zh_cn (no missing, no extra)', (locale) => {
    const keys = Object.keys(catalogs[locale]).sort();
    const missing = reference.filter((k) => !(k in catalogs[locale]));
    const extra = keys.filter((k) => !(k in catalogs[DEFAULT_LOCALE]));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LOCALES)('%s: every id follows <area>.<screen>.<element><Type> and every message is valid ICU and not empty', (locale) => {
    for (const [id, message] of Object.entries(catalogs[locale])) {
      expect(id).toMatch(/^[a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]*[A-Z][a-zA-Z0-9]*$/);
      expect(typeof message).toBe('string');
      expect(message.trim()).not.toBe('');
      expect(() => parse(message)).not.toThrow();
    }
  });

  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))('%s uses the same placeholders as zh_cn', (locale) => {
    const args = (m: string) => [...m.matchAll(/\{\s*([a-zA-Z_][a-zA-Z0-9_]*)/g)].map((x) => x[1]).sort();
    for (const id of reference) {
      if (id in catalogs[locale]) expect({ id, args: args(catalogs[locale][id]) }).toEqual({ id, args: args(catalogs[DEFAULT_LOCALE][id]) });
    }
  });

  it('English counts agree with their number: one day, two days (a plural where a count meets a noun)', () => {
    // A bare `{count} grabs` reads "1 grabs"; a count next to a noun takes ICU's plural instead.
    const bare = /\{\s*[a-zA-Z]+\s*\}\s+(?:days|grabs|spins|steps|messages|hours|periods|flows|members|times)\b|\(s\)/;
    expect(Object.entries(catalogs.en).filter(([, message]) => bare.test(message))).toEqual([]);
    const en = (id: string, values: Record<string, number | string>) =>
      new IntlMessageFormat(catalogs.en[id], 'en').format(values) as string;
    expect(en('bonus.redbag.nextBetText', { money: '$730.00', count: 1 })).toBe('Bet $730.00 more for 1 grab');
    expect(en('bonus.redbag.nextBetText', { money: '$730.00', count: 2 })).toBe('Bet $730.00 more for 2 grabs');
    expect(en('bonus.sign.daysLeftText', { days: 1 })).toBe('1 day to go');
    expect(en('mail.list.deleteConfirmText', { count: 1 })).toBe('Delete 1 message? This cannot be undone.');
  });

  it('Thai keeps whole, with a word joiner (U+2060), the words the browser dictionary splits', () => {
    // Chromium and Safari find Thai words by ICU's dictionary, which splits these (เดิม|พัน, ดำเนิน|การ, the loanword
    // เทิร์|น), so a label would break inside 'bet', 'in progress' or 'turnover'; a word joiner forbids that break.
    const glued = ['เดิม\u2060พัน', 'ดำเนิน\u2060การ', 'เทิร์\u2060น'];
    const unglued = Object.entries(catalogs.th).filter(([, message]) =>
      glued.some((word) => message.replaceAll(word, '').includes(word.replace('\u2060', ''))),
    );
    expect(unglued).toEqual([]);
  });

  it('every message id used in the code exists in the catalogs', () => {
    const missing = [...idsUsedInSource()].filter(([id]) => !(id in catalogs[DEFAULT_LOCALE])).map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });
});
