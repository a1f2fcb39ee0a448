import type { Db } from '../types';
import type { Clock } from '../../lib/time';
import { seedBanks } from './content/banks';
import { seedMail } from './content/mail';
import { seedSite } from './content/site';
import { seedLotteries } from './content/lotteries';

/** Bank types and cards, mail, activities, notices, banners, links and the local lotteries. */
export function seedContent(db: Db, clock: Clock): void {
  seedBanks(db, clock);
  seedMail(db, clock);
  seedSite(db, clock);
  seedLotteries(db);
}
