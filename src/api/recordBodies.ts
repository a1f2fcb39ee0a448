import { presetRange, type DatePreset } from '@/lib/dateRange';

/*
 * The record lists' requests (docs/platform-api.md#pages, docs/screens.md#numbers-and-limits): a period, 50 rows a page. Apart from the api areas so that
 * the early script, which sends a records screen's first read before the framework is in (early/memberOpeningReads),
 * builds the same.
 */

/** Rows per page asked of the server: big enough that a long list needs few calls, within its limit of 100. */
export const RECORDS_PAGE_SIZE = 50;

export type RangeArgs = { range: DatePreset };
/** The period a record list opens on; the recent lists on Deposit and Withdraw are the same entry. */
export const RECENT_RANGE: RangeArgs = { range: 'month' };

/** A record list's request: its filters, the date range as the platform reads it, the page. */
export const rangeBody = (field: string, range: DatePreset, page = 1) => ({
  [field]: presetRange(range, Date.now()),
  page,
  limit: RECORDS_PAGE_SIZE,
});
