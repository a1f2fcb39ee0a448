import { presetRange, type DatePreset } from '@/lib/dateRange';

/**
 * The bodies of the platform's paged lists, for the area that reads a list and for the early script, which
 * sends a screen's first read before the framework is there (api/earlyMemberReads): both build the same body.
 */

/** Rows per page asked of the server: big enough that a long list needs few calls, within its limit of 100. */
export const RECORDS_PAGE_SIZE = 50;

/**
 * A record list's request (contract §1.5, spec §9): the date range as the platform reads it, the page, 50 rows
 * a page. `now` is the moment the range is taken from.
 */
export const rangeBody = (field: string, range: DatePreset, page = 1, now = Date.now()) => ({
  [field]: presetRange(range, now),
  page,
  limit: RECORDS_PAGE_SIZE,
});

/** The mail list starts at page 1 (spec §9); the platform's page size is 10. */
export const MAIL_PAGE_SIZE = 10;

/** A page of the inbox or the outbox. */
export const mailPageBody = (page = 1) => ({ page, limit: MAIL_PAGE_SIZE });
