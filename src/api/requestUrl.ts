/** A call's query parameters; an undefined or null one is left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * The one call sent without `lang`: the list of languages itself. The original app sent the lotteries' lists
 * without it too, which left their names in the account's language after a member chose another; they carry it.
 */
const NO_LANG = [/^\/?language\b/];

/** Whether a call carries the member's language (every call but the list of languages). */
export function sendsLang(path: string): boolean {
  return !NO_LANG.some((re) => re.test(path.replace(/^\/+/, '')));
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * A call's address: the API base, the path, its parameters in the order given, then `lang` (unless the call
 * names its own). One builder for the app's calls (baseQuery) and the public reads the early script sends or
 * preloads for them (early/homeReads): an early answer is taken only by a call of the very same address.
 */
export function requestUrl(
  apiBase: string,
  path: string,
  params: QueryParams | undefined,
  lang: string | null,
): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null) search.append(k, String(v));
  if (lang && !search.has('lang') && !/[?&]lang=/.test(path)) search.set('lang', lang);
  const query = search.toString();
  const full = joinUrl(apiBase, path);
  return query ? `${full}${full.includes('?') ? '&' : '?'}${query}` : full;
}
