/**
 * The wheel, drawn early: the head and cards, drawn whole from today's spins and the setting, with the disc's labels
 * and the prizes in it, and the log below (wheelFigures). Today's spins are read with the member's name, once
 * the member's info is in.
 */
import { listFromPage } from '@/lib/pagedList';
import { wheelFigures, wheelLabelFigures, wheelPrizeFigures, wheelRowFigures } from './wheelFigures';
import { wheelChancesOf, wheelSettingOf } from '@/api/bonusAnswers';
import type { WheelRecord } from '@/api/bonusTypes';
import { success, wholeList, type DeclaredLists, type DeclaredReads } from '@/early/declaration';

export const reads: DeclaredReads = {
  route: '/wheel',
  reads: [{ path: 'wheel/setting' }, { path: 'wheel/log', body: { page: 1, limit: 20 } }],
  afterInfo: [{ path: 'wheel/query', ofMember: ({ name }) => ({ name }) }],
  noDemo: true,
};

export const lists = {
  wheel: {
    read: 'wheel/query',
    needs: ['wheel/setting'],
    rows: (body, say, { reads: answers }) => {
      const setting = success(answers['wheel/setting']);
      if (!setting) return null;
      const view = wheelFigures(wheelSettingOf(setting), wheelChancesOf(body), say);
      return { list: wholeList([]), rows: [], view };
    },
  },
  wheelLabels: {
    read: 'wheel/setting',
    rows: (body) => {
      const { prizes } = wheelSettingOf(body);
      return { list: wholeList(prizes), rows: wheelLabelFigures(prizes) };
    },
  },
  wheelPrizes: {
    read: 'wheel/setting',
    rows: (body) => {
      const { prizes } = wheelSettingOf(body);
      return { list: wholeList(prizes), rows: wheelPrizeFigures(prizes) };
    },
  },
  wheelLog: {
    read: 'wheel/log',
    rows: (body) => {
      const list = listFromPage<WheelRecord>(body.data);
      return { list, rows: list.items.map((r) => wheelRowFigures(r)) };
    },
  },
} satisfies DeclaredLists;
