import type { ActivitySeed } from './activityTypes';
import { FIRST_DEPOSIT } from './activityFirstDeposit';
import { DAILY_REBATE } from './activityDailyRebate';
import { VIP_LEVEL_UP } from './activityVipLevelUp';
import { WEEKEND_LOTTERY } from './activityWeekendLottery';

/** Four promotions in five languages: HTML bodies with headings, lists and a table. */
export const ACTIVITIES: ActivitySeed[] = [FIRST_DEPOSIT, DAILY_REBATE, VIP_LEVEL_UP, WEEKEND_LOTTERY];
