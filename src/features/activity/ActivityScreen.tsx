import './activity.css';
import { useIntl } from 'react-intl';
import { useActivityHallQuery } from '@/api/activityApi';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { activityPath } from '@/state/paths';
import { ActivityCard } from './ActivityCard';
import { m } from './messages';

/** /Activity, the activity hall: the activities applied for here (GET /act/list), each opening its form. */
export function ActivityScreen() {
  const t = useIntl().formatMessage;
  const { data, isLoading, isError, refetch } = useActivityHallQuery();
  const list = data?.activity ?? [];
  const latest = data?.random[0];
  return (
    <PageLayout titleId="routes.activity.titleText">
      {latest ? (
        <p className="act-marquee" aria-label={t(m.marqueeLabel)}>
          {t({ id: m.marqueeText.id }, { name: latest.name, title: latest.title })}
        </p>
      ) : null}
      <QueryState
        isLoading={isLoading}
        isError={isError}
        onRetry={() => void refetch()}
        isEmpty={list.length === 0}
        emptyText={t(m.hallEmptyText)}
      >
        <ul className="act-list" aria-label={t(m.hallTitle)}>
          {list.map((a, i) => (
            <ActivityCard
              key={a.id}
              to={activityPath(a.id)}
              title={a.title}
              subtitle={a.subtitle}
              image={a.hall_image || a.cover_image}
              eager={i === 0}
            />
          ))}
        </ul>
      </QueryState>
    </PageLayout>
  );
}
