/**
 * The daily sign-in, drawn early: the head, drawn whole from both reads, with the calendar, the awards and the
 * rewards in it (signFigures).
 */
import { awardFigures, calendarFigures, rewardFigures, signHeadFigures } from './signFigures';
import { awardsOf, signMonthOf } from '@/api/bonusAnswers';
import { success, wholeList, type DeclaredLists, type DeclaredReads } from '@/early/declaration';

export const reads: DeclaredReads = {
  route: '/dailybonus',
  reads: [{ path: 'dailybonus/history' }, { path: 'dailybonus/award/list' }],
  noDemo: true,
};

export const lists = {
  signIn: {
    read: 'dailybonus/award/list',
    needs: ['dailybonus/history'],
    rows: (body, say, { reads: answers, today }) => {
      const month = success(answers['dailybonus/history']);
      if (!month) return null;
      const view = signHeadFigures(today, signMonthOf(month), awardsOf(body), say);
      return { list: wholeList([]), rows: [], view };
    },
  },
  signWeeks: {
    read: 'dailybonus/history',
    rows: (body, _say, { today, lang }) => {
      const { caption, weeks } = calendarFigures(today, signMonthOf(body), lang);
      return { list: wholeList(weeks), rows: weeks, view: { caption } };
    },
  },
  // The awards and rewards say the head's sentences.
  signAwards: {
    read: 'dailybonus/award/list',
    patterns: 'signIn',
    rows: (body, say) => {
      const awards = awardsOf(body);
      return { list: wholeList(awards.list), rows: awards.list.map((a) => awardFigures(a, awards.streak, say)) };
    },
  },
  signRewards: {
    read: 'dailybonus/award/list',
    patterns: 'signIn',
    rows: (body, say) => {
      const awards = awardsOf(body);
      return { list: wholeList(awards.rewards), ...rewardFigures(awards, say) };
    },
  },
} satisfies DeclaredLists;
