/**
 * What a drawn screen's list is to the early shell's figure filler (src/early/fill.ts): the answers it draws from, the
 * page's address, and a list's spec (src/early/lists, src/early/bonusLists).
 */
import type { PagedList } from '@/lib/pagedList';
import type { PlatformDate } from '@/lib/signCalendar';
import type { MemberState } from '@/state/memberState';
import type { RowFigures } from '@/state/recordFigures';
import type { Envelope } from '@/api/baseQuery';
import type { Locale } from '@i18n/localeTags';

/**
 * What the early script read for a drawn screen: whether a member opened it, the member's info (null for a visitor),
 * and the screen's own reads by call path.
 */
export type EarlyAnswers = { member: boolean; info: unknown; reads: Readonly<Record<string, unknown>> };

/** A sentence of the drawn list's own, with its values in (lib/textPattern). */
export type Sentence = (sentence: string, values?: Record<string, string>) => string;

/** The envelope of a successful answer (docs/platform-api.md#the-envelope), or null. */
export function success(answer: unknown): Envelope | null {
  return answer && typeof answer === 'object' && (answer as Envelope).status === 'success'
    ? (answer as Envelope)
    : null;
}

/** A list's page as a drawn screen shows it: its rows' figures, and the screen's own figures from it (`view`). */
export type ListPage = { list: PagedList<unknown>; rows: RowFigures[]; view?: RowFigures };

/** The page's address as a drawn view reads it: its path, and its search (a filter the member chose, an invite's code). */
export type Address = { path: string; search: URLSearchParams };

/** The address of a page's hash (`#/Main/activity?type=2`). */
export function addressOf(hash: string): Address {
  const [path = '', search = ''] = hash.replace(/^#/, '').split('?');
  return { path, search: new URLSearchParams(search) };
}

/**
 * What else a list's view may need: the member (null for a visitor), the screen's reads, the page's address, the
 * platform's date today (the sign-in's calendar) and the page's language, read once for the whole view.
 */
export type Context = {
  member: MemberState | null;
  reads: EarlyAnswers['reads'];
  address: Address;
  today: PlatformDate;
  /** the page's language, for what is written in it besides the sentences (a month's name) */
  lang: Locale;
};

/**
 * A list: its read, the other reads its view needs (`needs`: the drawn view waits for them too), its rows (null: not
 * drawn, for want of one of those), whether a visitor's view holds it too (a public read: `visitor`), and the slot
 * whose sentences it says, when not its own (a list within a drawn view: `patterns`, the view's).
 */
export type ListSpec = {
  read: string;
  needs?: readonly string[];
  visitor?: true;
  patterns?: string;
  rows: (body: Envelope, say: Sentence, context: Context) => ListPage | null;
};

/** A list the platform sends whole, as one page. */
export const wholeList = <T>(items: T[]): PagedList<T> => ({ items, loadedPage: 1, lastPage: 1, total: items.length });
