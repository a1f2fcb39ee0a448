import { safeHttpUrl } from '@/lib/safeUrl';
import { shownClass } from '@/lib/fillSlots';
import type { Activity, ActivityHall } from '@/api/activityTypes';
import type { RowFigures } from './recordFigures';
import { chipFigures } from './chipFigures';
import { applyLinkOf } from './applyLink';

/** What a promotion's card shows: its title, subtitle and cover (an address from the server). */
export type ActivityCardFacts = { title: string; subtitle?: string | null; image?: string | null };

/**
 * A promotion's card as figures, by slot name: what ActivityCard draws, and what the early script writes into a
 * drawn list's card template from its own read. The cover only from an http(s) address ('' draws none), loaded at
 * once for the first card (the screen's largest paint) and when scrolled to for the others.
 */
export function activityCardFigures(a: ActivityCardFacts, first: boolean): RowFigures {
  const subtitle = a.subtitle ?? '';
  const cover = (a.image && safeHttpUrl(a.image, location.href)) || '';
  return {
    title: a.title,
    subtitle,
    'subtitle.class': shownClass('act-card-sub', subtitle !== ''),
    cover,
    'cover.class': shownClass('act-cover-img', cover !== ''),
    loading: first ? 'eager' : 'lazy',
  };
}

/** The activity hall's cards: each activity's hall picture, else its cover. */
export const hallCardFigures = (hall: ActivityHall): RowFigures[] =>
  hall.activity.map((a, i) => activityCardFigures({ ...a, image: a.hall_image || a.cover_image }, i === 0));

/**
 * The hall's line on the latest application, shown only when there is one: its sentence from `say` (the message
 * in the page's language, the name and title in).
 */
export function hallMarqueeFigures(hall: ActivityHall, say: (values: Record<string, string>) => string): RowFigures {
  const latest = hall.random[0];
  return {
    marquee: latest ? say({ name: latest.name, title: latest.title }) : '',
    'marquee.class': shownClass('act-marquee', Boolean(latest)),
  };
}

/** The promotions' categories, in the order they first come: each type and its name. */
export type Category = readonly [type: string, name: string];

/**
 * The Promotions tab as the member filters it (`type`, from its address): the categories, the one chosen ('' for
 * all, also when `type` names none of them), and the promotions shown.
 */
export function promotionsView<A extends { type: number; type_text: string }>(all: readonly A[], type: string) {
  const categories: Category[] = [
    ...new Map(all.map((a) => [String(a.type), a.type_text || String(a.type)])).entries(),
  ];
  const chosen = categories.some(([k]) => k === type) ? type : '';
  return { categories, chosen, shown: chosen ? all.filter((a) => String(a.type) === chosen) : [...all] };
}

/** The chips above the promotions are shown only when there is more than one category. */
export const promotionTabsClass = (categories: readonly Category[]) => shownClass('act-tabs', categories.length > 1);

/**
 * The Promotions tab's chips as figures (a drawn template's, state/chipFigures): a row per category, and the chip
 * for all of them and the row they stand in as the screen's own.
 */
export function promotionChipFigures(categories: readonly Category[], chosen: string) {
  return {
    rows: categories.map(([type, name]): RowFigures => ({ label: name, ...chipFigures('chip', type === chosen) })),
    view: { ...chipFigures('all', chosen === ''), 'tabs.class': promotionTabsClass(categories) },
  };
}

/** What an activity's page shows, as the platform sends it (the HTML parts sanitised where they are written). */
export type ActivityPageFacts = Pick<
  Activity,
  'id' | 'title' | 'date_desc' | 'content' | 'apply_type' | 'apply_url' | 'apply_desc' | 'rule_content'
>;

/**
 * An activity's page as figures, by slot name: what its body draws, and what the early script writes into a drawn
 * page from its own read of the activity. A part the activity does not have stays hidden; how to apply is shown
 * only where the screen shows it (`apply`), as `applyLinkOf` says (customer service needs the platform's links,
 * which a drawn page does not have: there, as in the app until they come, it says there is no way yet).
 */
export function activityPageFigures(
  a: ActivityPageFacts,
  apply: boolean,
  service?: Parameters<typeof applyLinkOf>[1],
): RowFigures {
  const part = (name: string, shown: boolean) => ({ [`act.${name}.class`]: shownClass('act-part', shown) });
  return {
    'act.title': a.title ?? '',
    'act.date': a.date_desc ?? '',
    ...part('date', Boolean(a.date_desc)),
    'act.content': a.content ?? '',
    ...part('apply', apply),
    'act.applyWay': applyLinkOf(a, service, location.href).kind,
    'act.applyDesc': a.apply_desc ?? '',
    ...part('applyDesc', Boolean(a.apply_desc)),
    'act.rules': a.rule_content ?? '',
    ...part('rules', Boolean(a.rule_content)),
  };
}

/**
 * Whether an activity's page shows how to apply: always on the promotions' page; on the hall's own page (`hall`)
 * only when the activity is not applied for with the hall's form, which that page shows instead.
 */
export const applyShown = (a: Pick<Activity, 'apply_type'>, hall: boolean): boolean => !hall || a.apply_type !== 2;
