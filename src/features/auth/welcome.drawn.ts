/** The site's own figures (its name), drawn early on every screen that shows them, from the read every screen sends. */
import { siteFigures } from './siteFigures';
import { configsAnswer } from '@/api/configAnswers';
import type { DeclaredFigures } from '@/early/declaration';

export const figures = {
  'system/configs/site': (body) => siteFigures(configsAnswer(body)),
} satisfies DeclaredFigures;
