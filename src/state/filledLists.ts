/**
 * The lists the early shell draws from the screen's own early read, by the name their screens give their rows slot
 * (lib/fillSlots rowsSlot); src/early/fill.ts names, for each, the read and the row figures.
 */
export const FILLED_LISTS = {
  gameRecords: 'gameRecords',
  moneyLog: 'moneyLog',
  recharges: 'recharges',
  inbox: 'inbox',
  onlineMethods: 'onlineMethods',
  companyMethods: 'companyMethods',
  withdrawCards: 'withdrawCards',
  notices: 'notices',
  activityHall: 'activityHall',
  promotions: 'promotions',
  promotionTypes: 'promotionTypes',
  fsLines: 'fsLines',
  signHistory: 'signHistory',
  bankCards: 'bankCards',
  yuebaoPlans: 'yuebaoPlans',
  vipLevels: 'vipLevels',
  redbag: 'redbag',
  redbagLog: 'redbagLog',
  signIn: 'signIn',
  signWeeks: 'signWeeks',
  signAwards: 'signAwards',
  signRewards: 'signRewards',
  gameList: 'gameList',
  wheel: 'wheel',
  wheelLabels: 'wheelLabels',
  wheelPrizes: 'wheelPrizes',
  wheelLog: 'wheelLog',
  teamOverview: 'teamOverview',
} as const;
