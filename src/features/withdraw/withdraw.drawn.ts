/**
 * The withdrawal form, drawn early with its cards and figures when its reads say the member goes straight to the
 * form (lib/withdrawPrerequisites, the flow's own rule); the form's limits and fee come from the site's settings.
 */
import { asArray } from '@/lib/jsonShapes';
import { opensOnForm, withdrawPrerequisites } from '@/lib/withdrawPrerequisites';
import { cardChoiceFigures, chosenCardFigures, drawingLimits, withdrawFigures } from './withdrawFigures';
import { configValue, configsAnswer } from '@/api/configAnswers';
import type { MemberBank } from '@/api/bankApi';
import { success, wholeList, type DeclaredLists, type DeclaredReads } from '@/early/declaration';

export const reads: DeclaredReads = { route: '/member/applydrawing', reads: [{ path: 'member/bank' }], noDemo: true };

export const lists = {
  withdrawCards: {
    read: 'member/bank',
    needs: ['system/configs/basic', 'system/configs/drawing'],
    rows: (body, say, { member, reads: answers }) => {
      const cards = asArray<MemberBank>(body.data);
      const basic = success(answers['system/configs/basic']);
      const drawing = success(answers['system/configs/drawing']);
      const none = { list: wholeList([]), rows: [] };
      // With anything missing, a step comes before the form.
      if (!member || !basic || !drawing || !opensOnForm(withdrawPrerequisites(member, cards))) return none;
      const { min, max } = drawingLimits(configValue(configsAnswer(basic), 'drawing_money_size_json'));
      const facts = {
        name: member.name,
        available: member.money,
        mlMoney: member.ml_money,
        feePercent: configValue(configsAnswer(drawing), 'ml_drawing_percent'),
        min,
        max,
      };
      return {
        list: wholeList(cards),
        rows: cards.map((card, i) => cardChoiceFigures(card, i === 0)),
        view: { ...withdrawFigures(facts, say), ...chosenCardFigures(cards[0]) },
      };
    },
  },
} satisfies DeclaredLists;

/** The lists the withdrawal screen's rows slots name. */
export type WithdrawLists = typeof lists;
