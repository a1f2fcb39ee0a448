import type { ReactNode } from 'react';
import type { Activity } from '@/api/activityTypes';
import { useActivityQuery } from '@/api/activityApi';
import { QueryState } from '@/components/QueryState';
import { SkeletonBlock } from '@/components/SkeletonBlock';
import { useDrawingShell } from '@/components/drawingShell';
import { slotsFor } from '@/lib/fillSlots';
import { ActivityBodyView } from './ActivityBody';
import type { ActivityPageFigures } from './activityFigures';

const slot = slotsFor<ActivityPageFigures>();

/** Stands in for an activity's page while it loads: an HTML slot, so a drawn page stays until the app has it. */
const pending = slot({ html: 'actPending' });

/**
 * Activity `id` read and shown by `children` once it is in; a skeleton while it loads (in a drawn page, the page's
 * slots the early filler writes), a retry when it fails or the address names none.
 */
export function ActivityPage({ id, children }: { id: number; children: (activity: Activity) => ReactNode }) {
  const drawing = useDrawingShell();
  const { data, isLoading, isError, refetch } = useActivityQuery(id, { skip: id <= 0 });
  return (
    <QueryState
      isLoading={isLoading}
      isError={isError || id <= 0}
      onRetry={() => void refetch()}
      isEmpty={!data}
      skeleton={drawing ? <ActivityBodyView /> : <SkeletonBlock slot={pending} />}
    >
      {data ? children(data) : null}
    </QueryState>
  );
}
