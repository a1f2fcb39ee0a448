import { useIntl } from 'react-intl';
import { patternValue, type Say } from '@/lib/textPattern';

/** A screen's sentences: by name, its message and the names of the values that go into it. */
export type Sentences<S extends string> = Readonly<Record<S, readonly [{ id: string }, readonly string[]]>>;

/** The sentences in the member's language, with their values in (a figures function's `say`). */
export function useSay<S extends string>(sentences: Sentences<S>): Say<S> {
  const t = useIntl().formatMessage;
  return (sentence, values) => t({ id: sentences[sentence][0].id }, values);
}

/**
 * The sentences a drawn screen is made of, in the page's language, with `{name}` where each value goes: the early
 * filler puts the values in (lib/textPattern).
 */
export function usePatterns<S extends string>(sentences: Sentences<S>): Record<string, string> {
  const t = useIntl().formatMessage;
  return Object.fromEntries(
    Object.entries<readonly [{ id: string }, readonly string[]]>(sentences).map(([name, [message, values]]) => [
      name,
      t({ id: message.id }, Object.fromEntries(values.map((v) => [v, patternValue(v)]))),
    ]),
  );
}
