/**
 * The bonus programmes' lists a drawn screen may hold (the daily sign-in and its history, the red packet, the wheel),
 * for the early shell's figure filler: each read as the app reads it (api/bonusAnswers) and written as the app writes
 * it (state/bonusFigures, state/signFigures, state/wheelFigures).
 */
import { listFromPage } from '@/lib/pagedList';
import { FILLED_LISTS } from '@/state/filledLists';
import { redbagFigures, redbagRowFigures, signRowFigures } from '@/state/bonusFigures';
import { awardFigures, calendarFigures, rewardFigures, signHeadFigures } from '@/state/signFigures';
import { wheelFigures, wheelLabelFigures, wheelPrizeFigures, wheelRowFigures } from '@/state/wheelFigures';
import { awardsOf, redbagOf, signMonthOf, wheelChancesOf, wheelSettingOf } from '@/api/bonusAnswers';
import type { RedbagRecord, SignRecord, WheelRecord } from '@/api/bonusTypes';
import { success, wholeList, type ListSpec } from './listSpec';

export const BONUS_LISTS: Record<string, ListSpec> = {
  [FILLED_LISTS.signHistory]: {
    read: 'dailybonus/money/history',
    rows: (body, say) => {
      const list = listFromPage<SignRecord>(body.data);
      return { list, rows: list.items.map((record) => signRowFigures(record, say)) };
    },
  },
  // Today's red packet: a view drawn whole from its read, with no rows of its own (components/RowsTemplates).
  [FILLED_LISTS.redbag]: {
    read: 'redbag/desc',
    rows: (body, say) => ({ list: wholeList([]), rows: [], view: redbagFigures(redbagOf(body), say) }),
  },
  [FILLED_LISTS.redbagLog]: {
    read: 'redbag/log',
    rows: (body) => {
      const list = listFromPage<RedbagRecord>(body.data);
      return { list, rows: list.items.map((r) => redbagRowFigures(r)) };
    },
  },
  // The daily sign-in: the head, drawn whole from both reads, with the calendar, the awards and the rewards in it.
  [FILLED_LISTS.signIn]: {
    read: 'dailybonus/award/list',
    needs: ['dailybonus/history'],
    rows: (body, say, { reads, today }) => {
      const month = success(reads['dailybonus/history']);
      if (!month) return null;
      const view = signHeadFigures(today, signMonthOf(month), awardsOf(body), say);
      return { list: wholeList([]), rows: [], view };
    },
  },
  [FILLED_LISTS.signWeeks]: {
    read: 'dailybonus/history',
    rows: (body, _say, { today, lang }) => {
      const { caption, weeks } = calendarFigures(today, signMonthOf(body), lang);
      return { list: wholeList(weeks), rows: weeks, view: { 'sign.caption': caption } };
    },
  },
  [FILLED_LISTS.signAwards]: {
    read: 'dailybonus/award/list',
    patterns: FILLED_LISTS.signIn,
    rows: (body, say) => {
      const awards = awardsOf(body);
      return { list: wholeList(awards.list), rows: awards.list.map((a) => awardFigures(a, awards.streak, say)) };
    },
  },
  [FILLED_LISTS.signRewards]: {
    read: 'dailybonus/award/list',
    patterns: FILLED_LISTS.signIn,
    rows: (body, say) => {
      const awards = awardsOf(body);
      return { list: wholeList(awards.rewards), ...rewardFigures(awards, say) };
    },
  },
  // The wheel: the head and cards, drawn whole from today's spins and the setting, with the disc's labels and the
  // prizes in it, and the log below.
  [FILLED_LISTS.wheel]: {
    read: 'wheel/query',
    needs: ['wheel/setting'],
    rows: (body, say, { reads }) => {
      const setting = success(reads['wheel/setting']);
      if (!setting) return null;
      const view = wheelFigures(wheelSettingOf(setting), wheelChancesOf(body), say);
      return { list: wholeList([]), rows: [], view };
    },
  },
  [FILLED_LISTS.wheelLabels]: {
    read: 'wheel/setting',
    rows: (body) => {
      const { prizes } = wheelSettingOf(body);
      return { list: wholeList(prizes), rows: wheelLabelFigures(prizes) };
    },
  },
  [FILLED_LISTS.wheelPrizes]: {
    read: 'wheel/setting',
    rows: (body) => {
      const { prizes } = wheelSettingOf(body);
      return { list: wholeList(prizes), rows: wheelPrizeFigures(prizes) };
    },
  },
  [FILLED_LISTS.wheelLog]: {
    read: 'wheel/log',
    rows: (body) => {
      const list = listFromPage<WheelRecord>(body.data);
      return { list, rows: list.items.map((r) => wheelRowFigures(r)) };
    },
  },
};
