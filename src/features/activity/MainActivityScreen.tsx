import './activity.css';
import '../../components/lists.css';
import { useIntl } from 'react-intl';
import { useActivitiesQuery } from '@/api/activityApi';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { Chip, FilterChips } from '@/components/FilterChips';
import { useSearchState } from '@/components/useSearchState';
import { useDrawingShell } from '@/components/drawingShell';
import { SkeletonBlock } from '@/components/SkeletonBlock';
import { slotsFor } from '@/lib/fillSlots';
import { rowsSlot } from '@/lib/fillRows';
import { mainActivityPath } from '@/state/paths';
import {
  activityCardFigures,
  promotionTabsClass,
  promotionsView,
  type PromotionChipFigures,
  type PromotionTabsFigures,
} from './activityFigures';
import type { PromotionsLists } from './promotions.drawn';
import { ActivityCard } from './ActivityCard';
import { m } from './messages';

const slot = slotsFor<PromotionTabsFigures>();
const chipSlot = slotsFor<PromotionChipFigures>();

/**
 * Stands in for the promotions while they load: the place of the chips (nothing to see) and the skeleton. Drawn by
 * the build, each holds its template, which the early script fills from its own read of the promotions (the chips
 * by category, the cards).
 */
function PromotionsSkeleton() {
  const t = useIntl().formatMessage;
  const drawing = useDrawingShell();
  return (
    <>
      <div {...rowsSlot<PromotionsLists>('promotionTypes')}>
        {drawing ? (
          <template>
            <div className="act-tabs off" {...slot({ class: 'tabsClass' })}>
              <fieldset className="filter-chips">
                <legend className="visually-hidden">{t(m.categoriesLabel)}</legend>
                <Chip
                  label={t(m.allTab)}
                  on
                  fill={{ chip: slot({ class: 'allClass' }), mark: slot({ attrs: { checked: 'allChecked' } }) }}
                />
                <Chip
                  label=""
                  on={false}
                  row
                  fill={{
                    chip: chipSlot({ class: 'chipClass' }),
                    mark: chipSlot({ attrs: { checked: 'chipChecked' } }),
                    label: chipSlot({ text: 'label' }),
                  }}
                />
              </fieldset>
            </div>
          </template>
        ) : null}
      </div>
      <SkeletonBlock slot={rowsSlot<PromotionsLists>('promotions')}>
        {drawing ? (
          <template>
            <ul className="act-list" aria-label={t(m.listLabel)}>
              <ActivityCard />
            </ul>
          </template>
        ) : null}
      </SkeletonBlock>
    </>
  );
}

/** /Main/activity, the Promotions tab: every promotion by category, each opening its detail. */
export function MainActivityScreen() {
  const t = useIntl().formatMessage;
  const { data, isLoading, isError, refetch } = useActivitiesQuery();
  const search = useSearchState();
  const { categories, chosen, shown } = promotionsView(data ?? [], search.get('type'));
  return (
    <PageLayout titleId="routes.mainActivity.titleText" back={false}>
      {categories.length > 1 ? (
        <div className={promotionTabsClass(categories)} {...slot({ class: 'tabsClass' })}>
          <FilterChips
            label={t(m.categoriesLabel)}
            name="act-type"
            value={chosen}
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
        skeleton={<PromotionsSkeleton />}
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
