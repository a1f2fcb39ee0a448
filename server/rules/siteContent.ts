import type { Db } from '../db/types';
import type { Lang } from '../i18n/lang';

/** A quick link: `type` says whether `url` is a desktop route, a mobile route or a path of this site. */
export type LinkRow = {
  id: number;
  name: string;
  title: string;
  desc: string;
  type: string;
  url: string;
  weight: number;
};
export type CoverRow = {
  id: number;
  title: string;
  subtitle: string;
  cover_image: string;
  type: number;
  weight: number;
};
export type NoticeRow = { title: string; content: string; url: string };
export type BannerRow = {
  id: number;
  title: string;
  url: string;
  groups: string;
  dimensions: string;
  weight: number;
  jump_link: string;
  is_new_window: number;
  created_at: number;
  updated_at: number;
};

/** The open promotions with a cover, of the app (isApp 1) or of the site (0), heaviest and newest first. */
export function coveredActivities(db: Db, lang: Lang, isApp: 0 | 1): CoverRow[] {
  return db
    .prepare(
      `SELECT id, title, subtitle, cover_image, type, weight FROM activities
      WHERE is_open = 1 AND is_app = ? AND cover_image != '' AND lang = ? ORDER BY weight DESC, created_at DESC, id DESC`,
    )
    .all(isApp, lang) as CoverRow[];
}

/** The customer-service address of a language, '' when it has none. */
export function serviceUrl(db: Db, lang: Lang): string {
  const row = db.prepare("SELECT url FROM quick_links WHERE name = 'service' AND lang = ?").get(lang) as
    { url: string } | undefined;
  return row?.url ?? '';
}

/** The open notices of one group ('main', or the pop-ups of 'mobile' or 'pc'), heaviest and newest first. */
export function noticesOf(db: Db, grp: string, lang: Lang): NoticeRow[] {
  return db
    .prepare(
      'SELECT title, content, url FROM notices WHERE grp = ? AND lang = ? AND is_open = 1 ORDER BY weight DESC, id DESC',
    )
    .all(grp, lang) as NoticeRow[];
}

/** The open banners of a language, of one group when given, heaviest first. */
export function bannersOf(db: Db, lang: Lang, group: string | undefined): BannerRow[] {
  return db
    .prepare(
      `SELECT id, title, url, groups, dimensions, weight, jump_link, is_new_window, created_at, updated_at FROM banners
      WHERE is_open = 1 AND lang = ? AND (? IS NULL OR groups = ?) ORDER BY weight DESC, id`,
    )
    .all(lang, group ?? null, group ?? null) as BannerRow[];
}

/** The quick links of a language, heaviest first. */
export function linksOf(db: Db, lang: Lang): LinkRow[] {
  return db
    .prepare(
      'SELECT id, name, title, "desc", type, url, weight FROM quick_links WHERE lang = ? ORDER BY weight DESC, id',
    )
    .all(lang) as LinkRow[];
}
