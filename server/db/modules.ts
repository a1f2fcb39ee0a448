import type { Db } from './types';
import type { Clock } from '../lib/time';
import { coreSchema, assetsSchema } from './schema/core';
import { seedCore } from './seed/core';
import { contentSchema } from './schema/content';
import { seedContent } from './seed/content';
import { moneySchema } from './schema/money';
import { seedMoney } from './seed/money';
import { programmesSchema } from './schema/programmes';
import { seedProgrammes } from './seed/programmes';
import { idempotencySchema } from './schema/idempotency';
import { responsibleSchema } from './schema/responsible';

export type Domain = { name: string; schema: string; seed?: (db: Db, clock: Clock) => void };

/** Schema and seed of each area, applied in this order (later areas may reference earlier ones). */
export const DOMAINS: Domain[] = [
  { name: 'core', schema: coreSchema + assetsSchema, seed: seedCore },
  { name: 'content', schema: contentSchema, seed: seedContent },
  { name: 'money', schema: moneySchema, seed: seedMoney },
  { name: 'programmes', schema: programmesSchema, seed: seedProgrammes },
  // nothing to seed: the answers of keyed requests, kept 24 hours
  { name: 'idempotency', schema: idempotencySchema },
  // nothing to seed: every member starts without limits, checks or blocks
  { name: 'responsible', schema: responsibleSchema },
];
