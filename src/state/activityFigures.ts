import { safeHttpUrl } from '@/lib/safeUrl';
import type { ActivityHall } from '@/api/activityApi';
import type { RowFigures } from './recordFigures';

/** What a promotion's card shows: its title, subtitle and cover (an address from the server). */
export type ActivityCardFacts = { title: string; subtitle?: string | null; image?: string | null };

/** A hidden part of a drawn card or screen: the class it has when shown, and `off` when not. */
const shownClass = (className: string, shown: boolean) => (shown ? className : `${className} off`);

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
