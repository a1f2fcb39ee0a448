import './activity.css';
import '../../components/lists.css';
import { useIntl } from 'react-intl';
import { useActivitiesQuery } from '@/api/activityApi';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { FilterChips } from '@/components/FilterChips';
import { useSearchState } from '@/components/useSearchState';
import { mainActivityPath } from '@/state/paths';
import { activityCardFigures } from '@/state/activityFigures';
import { ActivityCard } from './ActivityCard';
import { m } from './messages';

/** /Main/activity, the Promotions tab: every promotion by category, each opening its detail. */
export function MainActivityScreen() {
  const t = useIntl().formatMessage;
  const { data, isLoading, isError, refetch } = useActivitiesQuery();
  const search = useSearchState();
  const all = data ?? [];
  const categories = [...new Map(all.map((a) => [String(a.type), a.type_text || String(a.type)])).entries()];
  const type = search.get('type');
  const shown = categories.some(([k]) => k === type) ? all.filter((a) => String(a.type) === type) : all;
  return (
    <PageLayout titleId="routes.mainActivity.titleText" back={false}>
      {categories.length > 1 ? (
        <div className="act-tabs">
          <FilterChips
            label={t(m.categoriesLabel)}
            name="act-type"
            value={shown === all ? '' : type}
            onChange={(v) => search.set({ type: v || null })}
            options={[{ value: '', label: t(m.allTab) }, ...categories.map(([value, label]) => ({ value, label }))]}
          />
        </div>
      ) : null}
      <QueryState
        isLoading={isLoading}
        isError={isError}
        onRetry={() => void refetch()}
        isEmpty={shown.length === 0}
        emptyText={t(m.emptyText)}
      >
        <ul className="act-list" aria-label={t(m.listLabel)}>
          {shown.map((a, i) => (
            <ActivityCard
              key={a.id}
              to={mainActivityPath(a.id)}
              f={activityCardFigures({ ...a, image: a.cover_image }, i === 0)}
            />
          ))}
        </ul>
      </QueryState>
    </PageLayout>
  );
}
