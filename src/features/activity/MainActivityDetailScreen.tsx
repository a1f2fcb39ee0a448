import './activity.css';
import { useParams } from 'react-router-dom';
import { PageLayout } from '@/components/PageLayout';
import { PATHS } from '@/state/paths';
import { applyShown } from './activityFigures';
import { ActivityBody } from './ActivityBody';
import { ActivityPage } from './ActivityPage';

/** /Main/activity/:id: one promotion with its sanitised text and the way to apply. */
export function MainActivityDetailScreen() {
  const id = Number(useParams().id) || 0;
  return (
    <PageLayout titleId="routes.activityDetail.titleText" fallback={PATHS.MainActivity}>
      <ActivityPage id={id}>
        {(activity) => <ActivityBody activity={activity} showApply={applyShown(activity, false)} />}
      </ActivityPage>
    </PageLayout>
  );
}
