import type { TabItem } from '@/components/TabBar';
import { PATHS } from '@/state/paths';
import { TAB_ICON_PATHS } from '@/lib/tabIcons';

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="24" height="24">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The main pages the bottom bar switches between. */
export const MAIN_TABS: TabItem[] = [
  { to: PATHS.Home, labelId: 'common.tab.homeLabel', icon: icon(TAB_ICON_PATHS.home) },
  { to: PATHS.MainActivity, labelId: 'common.tab.activityLabel', icon: icon(TAB_ICON_PATHS.activity) },
  { to: PATHS.Recharge, labelId: 'common.tab.rechargeLabel', icon: icon(TAB_ICON_PATHS.recharge) },
  { to: PATHS.Center, labelId: 'common.tab.centerLabel', icon: icon(TAB_ICON_PATHS.center) },
];
