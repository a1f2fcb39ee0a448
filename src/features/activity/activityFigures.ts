import { safeHttpUrl } from '@/lib/safeUrl';
import { shownClass } from '@/lib/fillSlots';
import type { Activity, ActivityHall } from '@/api/activityTypes';
import { chipFigures, type ChipFigures } from '@/state/chipFigures';
import { applyLinkOf } from '@/state/applyLink';

/** What a promotion's card shows: its title, subtitle and cover (an address from the server). */
export type ActivityCardFacts = { title: string; subtitle?: string | null; image?: string | null };

/** A promotion's card's figures: its title, subtitle and cover, their classes, and when the cover loads. */
export type ActivityCardFigures = {
  title: string;
  subtitle: string;
  subtitleClass: string;
  cover: string;
  coverClass: string;
  loading: 'eager' | 'lazy';
};

/**
 * A promotion's card as figures, by slot name: what ActivityCard draws, and what the early script writes into a
 * drawn list's card template from its own read. The cover only from an http(s) address ('' draws none), loaded at
 * once for the first card (the screen's largest paint) and when scrolled to for the others.
 */
export function activityCardFigures(a: ActivityCardFacts, first: boolean): ActivityCardFigures {
  const subtitle = a.subtitle ?? '';
  const cover = (a.image && safeHttpUrl(a.image, location.href)) || '';
  return {
    title: a.title,
    subtitle,
    subtitleClass: shownClass('act-card-sub', subtitle !== ''),
    cover,
    coverClass: shownClass('act-cover-img', cover !== ''),
    loading: first ? 'eager' : 'lazy',
  };
}

/** The activity hall's cards: each activity's hall picture, else its cover. */
export const hallCardFigures = (hall: ActivityHall): ActivityCardFigures[] =>
  hall.activity.map((a, i) => activityCardFigures({ ...a, image: a.hall_image || a.cover_image }, i === 0));

/** The hall's own figures: its line on the latest application, and that line's class (hidden without one). */
export type HallMarqueeFigures = { marquee: string; marqueeClass: string };

/**
 * The hall's line on the latest application, shown only when there is one: its sentence from `say` (the message
 * in the page's language, the name and title in).
 */
export function hallMarqueeFigures(
  hall: ActivityHall,
  say: (values: Record<string, string>) => string,
): HallMarqueeFigures {
  const latest = hall.random[0];
  return {
    marquee: latest ? say({ name: latest.name, title: latest.title }) : '',
    marqueeClass: shownClass('act-marquee', Boolean(latest)),
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

/** A category's chip in the Promotions tab's template: its name, and the chip's class and mark. */
export type PromotionChipFigures = { label: string } & ChipFigures<'chip'>;

/** The Promotions tab's own figures: the chip for all categories, and the class of the row the chips stand in. */
export type PromotionTabsFigures = ChipFigures<'all'> & { tabsClass: string };

/**
 * The Promotions tab's chips as figures (a drawn template's, state/chipFigures): a row per category, and the chip
 * for all of them and the row they stand in as the screen's own.
 */
export function promotionChipFigures(
  categories: readonly Category[],
  chosen: string,
): { rows: PromotionChipFigures[]; view: PromotionTabsFigures } {
  return {
    rows: categories.map(([type, name]) => ({ label: name, ...chipFigures('chip', type === chosen) })),
    view: { ...chipFigures('all', chosen === ''), tabsClass: promotionTabsClass(categories) },
  };
}

/** What an activity's page shows, as the platform sends it (the HTML parts sanitised where they are written). */
export type ActivityPageFacts = Pick<
  Activity,
  'id' | 'title' | 'date_desc' | 'content' | 'apply_type' | 'apply_url' | 'apply_desc' | 'rule_content'
>;

/**
 * An activity's page's figures: its title, time, content (HTML), how to apply (`actApplyWay`, a choice: hall,
 * service, external or none) and its words (HTML), its rules (HTML), and each part's class (hidden where the activity
 * has no such part). The app's one skeleton for the page (`actPending`) is an HTML slot no figure fills.
 */
export type ActivityPageFigures = {
  actTitle: string;
  actDate: string;
  actDateClass: string;
  actContent: string;
  actApplyClass: string;
  actApplyWay: string;
  actApplyDesc: string;
  actApplyDescClass: string;
  actRules: string;
  actRulesClass: string;
  actPending?: string;
};

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
): ActivityPageFigures {
  const part = (shown: boolean) => shownClass('act-part', shown);
  return {
    actTitle: a.title ?? '',
    actDate: a.date_desc ?? '',
    actDateClass: part(Boolean(a.date_desc)),
    actContent: a.content ?? '',
    actApplyClass: part(apply),
    actApplyWay: applyLinkOf(a, service, location.href).kind,
    actApplyDesc: a.apply_desc ?? '',
    actApplyDescClass: part(Boolean(a.apply_desc)),
    actRules: a.rule_content ?? '',
    actRulesClass: part(Boolean(a.rule_content)),
  };
}

/**
 * Whether an activity's page shows how to apply: always on the promotions' page; on the hall's own page (`hall`)
 * only when the activity is not applied for with the hall's form, which that page shows instead.
 */
export const applyShown = (a: Pick<Activity, 'apply_type'>, hall: boolean): boolean => !hall || a.apply_type !== 2;
