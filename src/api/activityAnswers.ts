/**
 * The activity hall's answer as the app keeps it (docs/platform-api.md#activity-hall, GET /act/list): a plain function of the body, with
 * nothing of the framework, so the early shell's figure filler (src/early/fill.ts) reads it as the app does.
 */
import type { Envelope } from './baseQuery';
import type { ActivityHall } from './activityTypes';
import { asArray, asObject } from '@/lib/jsonShapes';

export function activityHallAnswer(body: Envelope): ActivityHall {
  const d = asObject(body.data);
  return { activity: asArray(d.activity), random: asArray(d.random) };
}
