import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DeclaredFigures, DeclaredLists, DeclaredReads, DrawnAt } from '@/early/declaration';

/**
 * What webpack's contexts give the early shell (src/early/declaredReads.ts, declaredLists.ts), read from the folders: every
 * src/features/**\/*.drawn.ts module.
 */
type Declaration = { reads?: DeclaredReads; lists?: DeclaredLists; figures?: DeclaredFigures; drawnAt?: DrawnAt };

function declarations(): Declaration[] {
  const root = join(__dirname, '..', '..', 'src', 'features');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.drawn\.ts$/.test(f))
    .sort()
    .map((f) => jest.requireActual<Declaration>(join(root, f)));
}

export const declaredReads = (): DeclaredReads[] => declarations().flatMap((d) => (d.reads ? [d.reads] : []));

export const declaredLists = (): { lists: DeclaredLists; figures: DeclaredFigures } => ({
  lists: Object.assign({}, ...declarations().map((d) => d.lists ?? {})) as DeclaredLists,
  figures: Object.assign({}, ...declarations().map((d) => d.figures ?? {})) as DeclaredFigures,
});

export const declaredAt = (): DrawnAt => Object.assign({}, ...declarations().map((d) => d.drawnAt ?? {})) as DrawnAt;
