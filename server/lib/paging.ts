/** A Laravel 7 LengthAwarePaginator page: the list shape every paged answer of the platform has. */
export function page<T>(rows: T[], total: number, current: number, perPage: number | string, path: string) {
  const per = Number(perPage) || 10;
  const last = Math.max(1, Math.ceil(total / per));
  const from = total === 0 || rows.length === 0 ? null : (current - 1) * per + 1;
  const url = (n: number) => `${path}?page=${n}`;
  return {
    current_page: current,
    data: rows,
    first_page_url: url(1),
    from,
    last_page: last,
    last_page_url: url(last),
    next_page_url: current < last ? url(current + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: current > 1 ? url(current - 1) : null,
    to: from === null ? null : from + rows.length - 1,
    total,
  };
}

/** Reads page/limit from a body or query with the platform's defaults and sane bounds. */
export function paging(src: { page?: unknown; limit?: unknown } | undefined, defaultLimit = 10) {
  const p = Math.max(1, Math.min(100000, Math.trunc(Number(src?.page) || 1)));
  const l = Math.max(1, Math.min(100, Math.trunc(Number(src?.limit) || defaultLimit)));
  return { page: p, limit: l, offset: (p - 1) * l };
}
