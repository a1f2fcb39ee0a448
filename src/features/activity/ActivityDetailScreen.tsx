import './activity.css';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { hallFieldsOf } from '@machines/activityApplyMachine';
import { PageLayout } from '@/components/PageLayout';
import { useAppSelector } from '@/state/hooks';
import { selectIsDemo, selectIsLoggedIn, selectMember } from '@/state/sessionSlice';
import { PATHS } from '@/state/paths';
import { useOpeningSettled } from '@/state/openingSettled';
import { applyShown } from './activityFigures';
import { ActivityBody } from './ActivityBody';
import { ActivityPage } from './ActivityPage';
import { ApplyForm } from './ApplyForm';
import { ApplyProgress } from './ApplyProgress';
import { m } from './messages';

/** /Activity/:id: a hall activity, its application form with a captcha, and the member's progress. */
export function ActivityDetailScreen() {
  const t = useIntl().formatMessage;
  const id = Number(useParams().id) || 0;
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isDemo = useAppSelector(selectIsDemo);
  const member = useAppSelector(selectMember);
  // A member's form waits for their account name, so it starts filled in. Opened directly, the form (its captcha)
  // and the member's applications below the body wait until the body has painted: on a slow line they do not
  // compete with the body the member came for.
  const opened = useOpeningSettled();
  const ready = opened && (!isLoggedIn || isDemo || member !== null);
  const name = isLoggedIn && !isDemo ? (member?.name ?? '') : '';
  return (
    <PageLayout titleId="routes.activityDetail.titleText" fallback={PATHS.Activity}>
      <ActivityPage id={id}>
        {(data) => (
          <>
            <ActivityBody activity={data} showApply={applyShown(data, true)} />
            {data.apply_type === 2 && ready ? (
              isDemo ? (
                <p className="act-form" role="note">
                  {t(m.demoText)}
                </p>
              ) : (
                <>
                  <ApplyForm
                    key={`${id}-${name}`}
                    activityId={id}
                    fields={hallFieldsOf(data.hall_field)}
                    memberName={name}
                  />
                  <ApplyProgress key={`p-${id}-${name}`} activityId={id} memberName={name} />
                </>
              )
            ) : null}
          </>
        )}
      </ActivityPage>
    </PageLayout>
  );
}
