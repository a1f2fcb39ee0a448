/**
 * A sentence of the page's language with `{name}` where a value goes, as the app's message would read with those
 * values: the build writes a message with each value standing as its own `{name}` (a drawn list's patterns,
 * lib/fillSlots rowsSlot), and the early filler puts the values back. Only for messages whose values go in as they
 * are (no plural, no select); a name without a value is left as it stands.
 */
export function fillPattern(pattern: string, values: Readonly<Record<string, string>> = {}): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? values[name] : whole,
  );
}

/** The value that stands for itself in a message the build writes as a pattern: `{name}`. */
export const patternValue = (name: string): string => `{${name}}`;

/**
 * A screen's sentences in the member's language, with their values in (the app: its messages; the early filler:
 * patterns).
 */
export type Say<S extends string> = (sentence: S, values?: Record<string, string>) => string;
