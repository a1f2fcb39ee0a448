import type { Lang } from '../../../i18n/lang';

/** A promotion as the seed writes it: its settings, and its texts in every language. */
export type ActivityText = {
  title: string;
  subtitle: string;
  date: string;
  heading: string;
  intro: string;
  items: string[];
  table: string[][];
  rules: string[];
  applyDesc: string;
};
export type ActivitySeed = {
  key: string;
  type: number;
  applyType: number;
  hot: boolean;
  hue: number;
  texts: Record<Lang, ActivityText>;
};
