import type { Db } from '../types';
import type { Clock } from '../../lib/time';
import { seedCatalog } from './money/catalog';
import { seedFsLevels, seedPayments } from './money/payments';
import { seedHistory } from './money/history';

/** Suppliers and games, payment channels, rebate levels, then every member's money history. */
export function seedMoney(db: Db, clock: Clock): void {
  seedCatalog(db, clock);
  seedPayments(db, clock);
  seedFsLevels(db, clock);
  seedHistory(db, clock);
}
