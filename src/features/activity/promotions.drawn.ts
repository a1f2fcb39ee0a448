/** The promotions, drawn early for visitors and members alike: the cards of the chosen type, and the type chips. */
import { asArray } from '@/lib/jsonShapes';
import { activityCardFigures, promotionChipFigures, promotionsView } from './activityFigures';
import type { ActivitySummary } from '@/api/activityTypes';
import { wholeList, type DeclaredLists } from '@/early/declaration';

export const lists = {
  promotions: {
    read: 'activities',
    visitor: true,
    rows: (body, _say, { address }) => {
      const { shown } = promotionsView(asArray<ActivitySummary>(body.data), address.search.get('type') ?? '');
      return {
        list: wholeList(shown),
        rows: shown.map((a, i) => activityCardFigures({ ...a, image: a.cover_image }, i === 0)),
      };
    },
  },
  promotionTypes: {
    read: 'activities',
    visitor: true,
    rows: (body, _say, { address }) => {
      const { categories, chosen } = promotionsView(
        asArray<ActivitySummary>(body.data),
        address.search.get('type') ?? '',
      );
      return { list: wholeList(categories), ...promotionChipFigures(categories, chosen) };
    },
  },
} satisfies DeclaredLists;

/** The lists the Promotions tab's rows slots name. */
export type PromotionsLists = typeof lists;
