/**
 * A drawn screen's declaration: what the early shell needs to know of a screen the build draws, in one file beside
 * the screen (`src/features/<area>/<screen>.drawn.ts`). Each declaration may export:
 * - `reads`: the member reads the screen opens with, sent by the early script before the framework is in
 *   (src/early/memberOpeningReads.ts builds its table from every declaration's);
 * - `lists`: the lists the screen's rows slots name, each with the read its rows come from (src/early/fill.ts);
 * - `figures`: figures the screen shows from a public read (the credit rules, an activity), by the read's call path;
 * - `drawnAt`: for a screen whose route has a parameter, the one address the build draws it at
 *   (src/app/screenShells.tsx).
 * A declaration's exports are data and functions only, with no call at the top (the build keeps a call, and all it
 * reaches, in every file that takes any export of the declaration).
 * The build finds the declarations by their name (src/early/declaredReads.ts, declaredLists.ts), so a drawn screen is the screen, its
 * declaration and its test. A declaration runs before the framework: it may import the app's pure code (its
 * answers' readers, its figures), never React, Redux or big.js (eslint.config.mjs).
 */
import type { PagedList } from '@/lib/pagedList';
import type { PlatformDate } from '@/lib/signCalendar';
import type { MemberState } from '@/state/memberState';
import type { RowFigures, TotalSpec } from '@/state/recordFigures';
import { totalsFigures } from '@/state/recordFigures';
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

/** A records list's page as the screen shows it: each row's figures, and the totals above the rows. */
export function withTotals<L extends PagedList<unknown>>(
  list: L,
  totals: ReadonlyArray<TotalSpec<L>>,
  row: (item: L['items'][number]) => RowFigures,
): ListPage {
  return { list, rows: list.items.map((item) => row(item)), view: totalsFigures(totals, list) };
}

/** A declaration's lists, by the name the screen's rows slot gives (lib/fillRows rowsSlot). */
export type DeclaredLists = Readonly<Record<string, ListSpec>>;

/** Figures a drawn view shows from a public read, for visitors and members alike (from the answer and the address). */
export type ReadFigures = (body: Envelope, address: Address) => RowFigures;

/** A declaration's public reads' figures, by the read's call path. */
export type DeclaredFigures = Readonly<Record<string, ReadFigures>>;

type Body = Record<string, unknown>;

/**
 * A member read as the app's call sends it: a GET of `path` (with `params`, in the call's order), or a POST of `body`
 * as JSON (built when sent, for a body that holds a period from the clock).
 */
export type MemberRead = { path: string; params?: Record<string, string | number>; body?: Body | (() => Body) };

/** What a read's body may take from the member's info (the wheel's spins are read with the member's name). */
export type OpeningMember = { name: string };

/** A POST whose body is built from the member's info: sent once that info is in. */
export type MemberBodyRead = { path: string; ofMember: (member: OpeningMember) => Body };

/**
 * The member reads a screen opens with, at its route (lower-cased, no trailing slash): `noDemo`, the route is
 * closed to demo accounts (state/routeTable), so its reads wait for the member's info to say it is not one;
 * `agentOnly`, the screen reads them for an agent only; `afterInfo`, reads whose body the member's info gives.
 * __tests__/app/openingReads.test.tsx holds each to the requests the screen itself sends.
 */
export type DeclaredReads = {
  route: string;
  reads: MemberRead[];
  noDemo: boolean;
  agentOnly?: boolean;
  afterInfo?: MemberBodyRead[];
};

/** A parameterised screen's one drawn address, by the screen's name (app/routes). */
export type DrawnAt = Readonly<Record<string, string>>;
