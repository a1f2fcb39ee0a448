/**
 * The record lists' answers as the app keeps them (docs/platform-api.md#pages, docs/screens.md#numbers-and-limits): plain functions of a page's body, with
 * nothing of the framework, so the early shell's figure filler (src/early/fill.ts) reads an answer as the app does.
 */
import type { Envelope } from './baseQuery';
import { listFromPage, type PagedList, type WithId } from '@/lib/pagedList';
import { asObject } from '@/lib/jsonShapes';

export type Money = string | number;
export type SumList<T> = PagedList<T> & { statistic: { sum_money: Money } };

/** A page with the server's sum of the period. */
export const sumAnswer = <T extends WithId>(body: Envelope): SumList<T> => ({
  ...listFromPage<T>(body.data),
  statistic: { sum_money: (asObject(body.statistic).sum_money as Money) ?? 0 },
});
