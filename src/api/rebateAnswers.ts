/**
 * The rebate list's answer as the app keeps it (docs/platform-api.md#rebate, GET /fsnow/list): a plain function of the body, with
 * nothing of the framework, so the early shell's figure filler (src/early/fill.ts) reads it as the app does.
 */
import type { Envelope } from './baseQuery';
import type { FsItem, FsList, Money } from './rebateTypes';

export const fsListAnswer = (body: Envelope): FsList => ({
  items: Array.isArray(body.data) ? (body.data as FsItem[]) : [],
  deadtime: Number(body.deadtime) || 0,
  today: (body.today as Money | undefined) ?? 0,
  yesterday: (body.yesterday as Money | undefined) ?? 0,
  total: (body.total as Money | undefined) ?? 0,
});
