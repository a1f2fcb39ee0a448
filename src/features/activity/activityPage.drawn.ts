/**
 * An activity's page (the hall's, /Activity/:id, or the promotions', /Main/activity/:id), drawn early as the app
 * reads it. Its opening view is the same whatever activity the address names, so the build draws it at one address.
 */
import { activityPageFigures, applyShown } from './activityFigures';
import type { Activity } from '@/api/activityTypes';
import type { DeclaredFigures, DrawnAt } from '@/early/declaration';

export const figures = {
  'act/:id': (body, { path }) => {
    if (!body.data || typeof body.data !== 'object') return {};
    const activity = body.data as Activity;
    return activityPageFigures(activity, applyShown(activity, /^\/activity\//i.test(path)));
  },
} satisfies DeclaredFigures;

export const drawnAt: DrawnAt = { ActivityDetail: '/Activity/1', MainActivityDetail: '/Main/activity/1' };
