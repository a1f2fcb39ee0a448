import type { Db } from '../types';
import type { Clock } from '../../lib/time';
import { seedYuebao } from './programmes/yuebao';
import { seedLevels } from './programmes/levels';
import { seedProgrammeConfigs } from './programmes/texts';
import { seedActivities } from './programmes/activities';
import { seedBonus } from './programmes/bonus';
import { seedTeam } from './programmes/team';

export function seedProgrammes(db: Db, clock: Clock): void {
  seedProgrammeConfigs(db);
  seedLevels(db, clock);
  seedYuebao(db, clock);
  seedActivities(db, clock);
  seedBonus(db);
  seedTeam(db, clock);
}
