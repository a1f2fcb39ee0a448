/** The credit screens' rules, drawn early from the public rules read (creditRuleFigures). */
import { asObject } from '@/lib/jsonShapes';
import { creditRuleFigures } from './creditRuleFigures';
import type { DeclaredFigures } from '@/early/declaration';

export const figures = {
  'credit/rule': (body) => creditRuleFigures(asObject(body.data)),
} satisfies DeclaredFigures;
