import './activity.css';
import { useIntl } from 'react-intl';
import { useActivityHallQuery } from '@/api/activityApi';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { useDrawingShell } from '@/components/drawingShell';
import { SkeletonBlock } from '@/components/SkeletonBlock';
import { slotsFor } from '@/lib/fillSlots';
import { rowsSlot } from '@/lib/fillRows';
import { patternValue } from '@/lib/textPattern';
import { activityPath } from '@/state/paths';
import { hallCardFigures, hallMarqueeFigures, type HallMarqueeFigures } from './activityFigures';
import type { HallLists } from './hall.drawn';
import { ActivityCard } from './ActivityCard';
import { m } from './messages';

const slot = slotsFor<HallMarqueeFigures>();

/** The line on the latest application (its figures from activityFigures; a drawn template's without). */
function Marquee({ f }: { f?: HallMarqueeFigures }) {
  const t = useIntl().formatMessage;
  return (
    <p
      className={f?.marqueeClass ?? 'act-marquee off'}
      aria-label={t(m.marqueeLabel)}
      {...slot({ text: 'marquee', class: 'marqueeClass' })}
    >
      {f?.marquee}
    </p>
  );
}

/**
 * Stands in for the hall while it loads. Drawn by the build, it holds the template of the line and the list, which
 * the early script fills from its own read of the hall, with the line's sentence in the page's language.
 */
function HallSkeleton() {
  const t = useIntl().formatMessage;
  const drawing = useDrawingShell();
  const marquee = t({ id: m.marqueeText.id }, { name: patternValue('name'), title: patternValue('title') });
  return (
    <SkeletonBlock slot={rowsSlot<HallLists>('activityHall', undefined, { marquee })}>
      {drawing ? (
        <template>
          <Marquee />
          <ul className="act-list" aria-label={t(m.hallTitle)}>
            <ActivityCard />
          </ul>
        </template>
      ) : null}
    </SkeletonBlock>
  );
}

/** /Activity, the activity hall: the activities applied for here (GET /act/list), each opening its form. */
export function ActivityScreen() {
  const t = useIntl().formatMessage;
  const { data, isLoading, isError, refetch } = useActivityHallQuery();
  const list = data?.activity ?? [];
  const cards = data ? hallCardFigures(data) : [];
  const marquee = data ? hallMarqueeFigures(data, (values) => t({ id: m.marqueeText.id }, values)) : null;
  return (
    <PageLayout titleId="routes.activity.titleText">
      {marquee && data?.random.length ? <Marquee f={marquee} /> : null}
      <QueryState
        isLoading={isLoading}
        isError={isError}
        onRetry={() => void refetch()}
        isEmpty={list.length === 0}
        emptyText={t(m.hallEmptyText)}
        skeleton={<HallSkeleton />}
      >
        <ul className="act-list" aria-label={t(m.hallTitle)}>
          {list.map((a, i) => (
            <ActivityCard key={a.id} to={activityPath(a.id)} f={cards[i]} />
          ))}
        </ul>
      </QueryState>
    </PageLayout>
  );
}
