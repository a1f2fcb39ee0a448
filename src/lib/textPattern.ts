/**
 * A sentence of the page's language with `{name}` where a value goes, as the app's message would read with those
 * values: the build writes a screen's messages as patterns (components/useSentences, from `messagePattern`), and the
 * early filler puts the values back. A pattern is a message of ICU's syntax, of its plain values and its plurals
 * only: `{count, plural, one {# grab} other {# grabs}}` picks its form as `Intl.PluralRules` of the page's language
 * (`tag`) does and writes `#` as `Intl.NumberFormat` does, as react-intl does with the message. A name without a
 * value, or a plural whose value is not a number, is left as it stands.
 */
export function fillPattern(pattern: string, values: Readonly<Record<string, string>> = {}, tag = 'en'): string {
  return new PatternReader(pattern, values, tag).text(null, false);
}

const own = (values: Readonly<Record<string, string>>, name: string) =>
  Object.prototype.hasOwnProperty.call(values, name);

/** Reads a pattern left to right, writing it with its values in. */
class PatternReader {
  private at = 0;

  constructor(
    private readonly source: string,
    private readonly values: Readonly<Record<string, string>>,
    private readonly tag: string,
  ) {}

  /**
   * Text up to the `}` that closes the plural's form it is in (`inForm`), or to the end; `count`: the plural's
   * number, for `#`.
   */
  text(count: number | null, inForm: boolean): string {
    let out = '';
    while (this.at < this.source.length) {
      const c = this.source[this.at];
      if (c === '}' && inForm) return out;
      if (c === '{') out += this.argument();
      else if (c === '#' && count !== null) {
        out += new Intl.NumberFormat(this.tag).format(count);
        this.at += 1;
      } else if (c === "'") out += this.quoted(count !== null);
      else {
        out += c;
        this.at += 1;
      }
    }
    return out;
  }

  /** ICU's apostrophe: `''` is one; before a brace (or `#` in a plural) it opens a quote to the next one. */
  private quoted(inPlural: boolean): string {
    const next = this.source[this.at + 1];
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    if (next !== '{' && next !== '}' && !(inPlural && next === '#')) {
      this.at += 1;
      return "'";
    }
    const end = this.source.indexOf("'", this.at + 1);
    const stop = end < 0 ? this.source.length : end;
    const text = this.source.slice(this.at + 1, stop);
    this.at = stop + 1;
    return text;
  }

  /** `{name}` or `{name, plural, … }`, from its `{` to past its `}`. */
  private argument(): string {
    const start = this.at;
    const head = /^\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?([,}])/.exec(this.source.slice(start));
    if (!head) {
      this.at += 1;
      return '{';
    }
    const [whole, name, kind, end] = head;
    this.at = start + whole.length;
    if (!kind && end === '}') return own(this.values, name) ? this.values[name] : whole;
    // Anything else a message may hold (a date, a select) is not a pattern's: it is left as it stands.
    if (kind !== 'plural' || end !== ',') return this.skip(start);
    const n = own(this.values, name) ? Number(this.values[name]) : NaN;
    const forms = this.forms(Number.isFinite(n) ? n : null);
    if (!forms) return this.skip(start);
    if (!Number.isFinite(n)) return this.source.slice(start, this.at);
    const chosen = forms.get(`=${n}`) ?? forms.get(new Intl.PluralRules(this.tag).select(n)) ?? forms.get('other');
    return chosen ?? '';
  }

  /** The argument from `start` as it stands, to past the `}` that closes it (or the end). */
  private skip(start: number): string {
    let depth = 0;
    for (this.at = start; this.at < this.source.length; this.at += 1) {
      if (this.source[this.at] === '{') depth += 1;
      else if (this.source[this.at] === '}' && --depth === 0) break;
    }
    this.at += 1;
    return this.source.slice(start, this.at);
  }

  /**
   * A plural's forms (`one {…} other {…}`), each written with the number `n`, up to past the plural's `}`; null,
   * and read no further, when its `}` does not come.
   */
  private forms(n: number | null): Map<string, string> | null {
    const forms = new Map<string, string>();
    for (;;) {
      const key = /^\s*(=?\w+)\s*\{/.exec(this.source.slice(this.at));
      if (!key) break;
      this.at += key[0].length;
      forms.set(key[1], this.text(n ?? 0, true));
      if (this.source[this.at] !== '}') return null;
      this.at += 1;
    }
    const close = /^\s*\}/.exec(this.source.slice(this.at));
    if (!close) return null;
    this.at += close[0].length;
    return forms;
  }
}

/** A message's part as react-intl holds a compiled message (@formatjs/icu-messageformat-parser's AST). */
type MessagePart = {
  type: number;
  value?: string;
  options?: Record<string, { value: MessagePart[] }>;
  offset?: number;
  pluralType?: string;
};

// The parser's element types (its TYPE): the ones a pattern holds.
const LITERAL = 0;
const ARGUMENT = 1;
const PLURAL = 6;
const POUND = 7;

/**
 * A message as a pattern (`fillPattern`): the catalog's text itself, or a compiled message written back as text.
 * Throws for a message a pattern cannot hold (a date, a select, an offset or ordinal plural, a tag): the build
 * that draws the screen fails rather than draw it wrong.
 */
export function messagePattern(message: string | readonly MessagePart[]): string {
  return typeof message === 'string' ? message : printParts(message, false);
}

function printParts(parts: readonly MessagePart[], inPlural: boolean): string {
  return parts
    .map((part) => {
      if (part.type === LITERAL) return (part.value ?? '').replace(inPlural ? /['{}#]/g : /['{}]/g, quote);
      if (part.type === ARGUMENT) return `{${part.value}}`;
      if (part.type === POUND && inPlural) return '#';
      if (part.type === PLURAL && !part.offset && part.pluralType !== 'ordinal' && part.options) {
        const forms = Object.entries(part.options).map(([key, form]) => `${key} {${printParts(form.value, true)}}`);
        return `{${part.value}, plural, ${forms.join(' ')}}`;
      }
      throw new Error(`textPattern: a message part of type ${part.type} cannot be a pattern`);
    })
    .join('');
}

/** A character of a message's text written so a pattern reads it as text. */
const quote = (c: string) => (c === "'" ? "''" : `'${c}'`);

/** The value that stands for itself in a message the build writes as a pattern: `{name}`. */
export const patternValue = (name: string): string => `{${name}}`;

/**
 * A screen's sentences in the member's language, with their values in (the app: its messages; the early filler:
 * patterns).
 */
export type Say<S extends string> = (sentence: S, values?: Record<string, string>) => string;
