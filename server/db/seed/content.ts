import type { Db } from '../open';
import type { Clock } from '../../lib/time';

export function seedContent(_db: Db, _clock: Clock): void {}
