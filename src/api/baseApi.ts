import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** Every cache tag of the app; each area injects its endpoints from src/api/<domain>Api.ts. */
export const TAG_TYPES = [
  'Member',
  'Wallet',
  'Mail',
  'Bank',
  'BankType',
  'Recharge',
  'Payment',
  'Drawing',
  'MoneyLog',
  'GameRecord',
  'Notice',
  'Config',
  'Link',
  'Banner',
  'Game',
  'Activity',
  'Promotion',
  'Rebate',
  'Yuebao',
  'Credit',
  'LevelUp',
  'Team',
  'Lottery',
  'Bonus',
  'Vip',
  'PlayLimits',
  'PlayReality',
  'PlayChanges',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** What every money-moving call makes stale: balances, the member (money, fs_money, ml_money) and the money log. */
export const MONEY_MOVED: TagType[] = ['Wallet', 'Member', 'MoneyLog'];

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  // Reads come back by themselves when the network returns; mutations are never replayed.
  refetchOnReconnect: true,
  refetchOnFocus: false,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});
