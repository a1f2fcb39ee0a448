import { baseApi, type TagType } from './baseApi';
import type { ApiArgs, Envelope } from './baseQuery';
import { mergePages, type PagedList, type WithId } from '@/lib/pagedList';
import { rangeBody, type RangeArgs } from './recordBodies';

type Dispatch = (action: unknown) => unknown;
type Unwrappable<T> = { unwrap: () => Promise<T> };
/** The part of an RTK Query endpoint a paged list drives. */
type Endpoint<A> = { name: string; initiate: (arg: A, options: { subscribe: false; forceRefetch: true }) => unknown };

/** A list's filters plus the page asked for. */
export type Paged<A> = A & { page?: number };
/** Loads page `page` of a list into its cached entry: 1 is a refresh, anything higher a further page. */
export type PageFetcher<A> = (args: A, page: number) => (dispatch: Dispatch) => Promise<void>;

/** A further page joins the list by id; the server's latest totals and page count win. */
export const mergeList = <L extends PagedList<WithId>>(current: L, incoming: L): L => ({
  ...incoming,
  ...mergePages(current, incoming),
});

/** A list the member left stays cached a while, so coming back shows it at once, scrolled where it was. */
export const KEEP_LIST_S = 600;

/**
 * The two endpoint definitions of one paged list. `list` is the cached entry: it always asks page 1, so a
 * refetch or an invalidation brings new rows on top and keeps the pages already loaded. `page` is an
 * uncached twin for the further pages, which `pagedList` merges into the entry.
 */
export function pagedDefinitions<A, L extends PagedList<WithId>>(spec: {
  query: (args: Paged<A>) => ApiArgs;
  answer: (body: Envelope) => L;
  tags: TagType[];
  fold?: (current: L, incoming: L) => L;
  keep?: number;
}) {
  const common = { query: spec.query, extraOptions: { mask: false }, transformResponse: spec.answer };
  return {
    list: { ...common, merge: spec.fold ?? mergeList, providesTags: spec.tags, keepUnusedDataFor: spec.keep ?? 60 },
    page: { ...common, keepUnusedDataFor: 0 },
  };
}

/** The fetcher of a list defined with `pagedDefinitions`, from its two endpoints. */
export function pagedList<A, L extends PagedList<WithId>>(
  list: Endpoint<A>,
  page: Endpoint<Paged<A>>,
  fold: (current: L, incoming: L) => L = mergeList,
): PageFetcher<A> {
  return (args, n) => async (dispatch) => {
    if (n <= 1) {
      await (dispatch(list.initiate(args, { subscribe: false, forceRefetch: true })) as Unwrappable<unknown>).unwrap();
      return;
    }
    const incoming = await (
      dispatch(page.initiate({ ...args, page: n }, { subscribe: false, forceRefetch: true })) as Unwrappable<L>
    ).unwrap();
    // Every area's endpoints live on the one api, so the entry is reached by its endpoint's name.
    const update = baseApi.util.updateQueryData as unknown as (
      name: string,
      args: A,
      recipe: (draft: L) => L,
    ) => unknown;
    dispatch(update(list.name, args, (draft) => fold(draft, incoming)));
  };
}

// ---- the record lists' conventions (docs/platform-api.md#pages, docs/screens.md#numbers-and-limits): a date range, 50 rows a page, a sum ----

/** A list filtered only by the date range of `created_at` (recharges, withdrawals). */
export const rangeQuery =
  (url: string) =>
  ({ range, page = 1 }: Paged<RangeArgs>): ApiArgs => ({
    url,
    method: 'POST',
    body: rangeBody('created_at', range, page),
  });
