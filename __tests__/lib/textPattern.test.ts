import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { fillPattern, messagePattern } from '@/lib/textPattern';
import { LOCALES, LOCALE_TAGS } from '@i18n/localeTags';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const catalog = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, '../../i18n', `${lang}.json`), 'utf8')) as Record<string, string>;

/** The names a message's values go in by, and whether each is a plural's; null when a pattern cannot hold it. */
function valuesOf(parts: MessageFormatElement[], names = new Map<string, boolean>()): Map<string, boolean> | null {
  for (const part of parts) {
    if (part.type === TYPE.argument) names.set(part.value, names.get(part.value) ?? false);
    else if (part.type === TYPE.plural) {
      if (part.offset || part.pluralType === 'ordinal') return null;
      names.set(part.value, true);
      for (const form of Object.values(part.options)) if (!valuesOf(form.value, names)) return null;
    } else if (part.type !== TYPE.literal && part.type !== TYPE.pound) return null;
  }
  return names;
}

describe('a message as a pattern', () => {
  // Every message of the five catalogs a pattern can hold, filled as react-intl formats it, for numbers that pick
  // each plural form the languages have (English's "one" only for 1).
  it.each(LOCALES)('reads as the message does, every plain and plural message of %s', (lang) => {
    const tag = LOCALE_TAGS[lang];
    let plurals = 0;
    let checked = 0;
    for (const [id, text] of Object.entries(catalog(lang))) {
      const ast = parse(text);
      const names = valuesOf(ast);
      if (!names) {
        expect(() => messagePattern(ast)).toThrow();
        continue;
      }
      const format = new IntlMessageFormat(text, tag);
      const compiled = messagePattern(ast);
      for (const n of [0, 1, 2, 5, 21, 1000]) {
        const values = Object.fromEntries([...names].map(([name, plural]) => [name, plural ? String(n) : `<${name}>`]));
        const expected = format.format(values);
        expect([id, fillPattern(compiled, values, tag)]).toEqual([id, expected]);
        expect([id, fillPattern(text, values, tag)]).toEqual([id, expected]);
      }
      checked += 1;
      if ([...names.values()].some(Boolean)) plurals += 1;
    }
    expect(checked).toBeGreaterThan(900);
    // Only the English catalog writes plurals: the other languages' counts have one form.
    if (lang === 'en') expect(plurals).toBeGreaterThan(20);
  });

  it('writes a compiled message back as the text it was, quoting what a pattern would read as its syntax', () => {
    const text = "Won {count, plural, one {# prize} other {# prizes}} of {total}: it''s yours";
    expect(messagePattern(parse(text))).toBe(
      "Won {count, plural, one {# prize} other {# prizes}} of {total}: it''s yours",
    );
    const braces = parse("'{'literal'}' {n, plural, other {'#' #}}");
    expect(fillPattern(messagePattern(braces), { n: '3' })).toBe('{literal} # 3');
  });

  it('picks English "one" only for 1, an exact form first, and writes the number with grouping', () => {
    const p = '{n, plural, =0 {none} one {# day} other {# days}} left';
    expect(fillPattern(p, { n: '0' }, 'en')).toBe('none left');
    expect(fillPattern(p, { n: '1' }, 'en')).toBe('1 day left');
    expect(fillPattern(p, { n: '1234' }, 'en')).toBe('1,234 days left');
    expect(fillPattern('{n, plural, one {# 天} other {# 天}}', { n: '1' }, 'zh-CN')).toBe('1 天');
  });

  it('leaves a value it was not given, or a plural of no number, as it stands', () => {
    expect(fillPattern('{a} and {b}', { a: 'x' })).toBe('x and {b}');
    expect(fillPattern('{n, plural, one {# day} other {# days}}!', { n: 'many' })).toBe(
      '{n, plural, one {# day} other {# days}}!',
    );
    expect(fillPattern('{when, date, short} {n, plural, other {#}', { n: '2' })).toBe(
      '{when, date, short} {n, plural, other {#}',
    );
    expect(fillPattern('{n} } {', { n: '2' })).toBe('2 } {');
  });

  it('refuses to write a message a pattern cannot hold', () => {
    expect(() => messagePattern(parse('{kind, select, a {A} other {B}}'))).toThrow(/cannot be a pattern/);
    expect(() => messagePattern(parse('{n, selectordinal, one {#st} other {#th}}'))).toThrow();
    expect(() => messagePattern(parse('{n, plural, offset:1 other {#}}'))).toThrow();
    expect(() => messagePattern(parse('{d, date, short}'))).toThrow();
  });
});
