import type { TabItem } from '@/components/TabBar';
import { PATHS } from '@/state/paths';

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="24" height="24">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The main pages the bottom bar switches between. */
export const MAIN_TABS: TabItem[] = [
  {
    to: PATHS.Home,
    labelId: 'common.tab.homeLabel',
    icon: icon('M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z'),
  },
  {
    to: PATHS.MainActivity,
    labelId: 'common.tab.activityLabel',
    icon: icon('M4 8h16v4H4zM6 12v8h12v-8M12 8v12M12 8c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z'),
  },
  { to: PATHS.Recharge, labelId: 'common.tab.rechargeLabel', icon: icon('M3 7h18v12H3zM3 11h18M7 15h4') },
  {
    to: PATHS.Center,
    labelId: 'common.tab.centerLabel',
    icon: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9c0-4 4-6 8-6s8 2 8 6'),
  },
];
