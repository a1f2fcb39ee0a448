import './activity.css';
import { useParams } from 'react-router-dom';
import { useActivityQuery } from '@/api/activityApi';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { PATHS } from '@/state/paths';
import { ActivityBody } from './ActivityBody';

/** /Main/activity/:id: one promotion with its sanitised text and the way to apply. */
export function MainActivityDetailScreen() {
  const id = Number(useParams().id) || 0;
  const { data, isLoading, isError, refetch } = useActivityQuery(id, { skip: id <= 0 });
  return (
    <PageLayout titleId="routes.activityDetail.titleText" fallback={PATHS.MainActivity}>
      <QueryState isLoading={isLoading} isError={isError || id <= 0} onRetry={() => void refetch()} isEmpty={!data}>
        {data ? <ActivityBody activity={data} /> : null}
      </QueryState>
    </PageLayout>
  );
}
