/**
 * Bet records, drawn early: the week's first page with its totals. The period is built from the clock by the app's
 * own builder (api/recordBodies); across the platform's midnight the two differ and the app reads again.
 */
import { GAME_RECORD_TOTALS, gameRecordFigures } from '@/state/recordFigures';
import { gameRecordsAnswer } from '@/api/recordAnswers';
import { rangeBody } from '@/api/recordBodies';
import { withTotals, type DeclaredLists, type DeclaredReads } from '@/early/declaration';

export const reads: DeclaredReads = {
  route: '/member/gamerecord',
  reads: [{ path: 'game/record', body: () => ({ ...rangeBody('betTime', 'week'), api_name: '', gameType: '' }) }],
  noDemo: true,
};

export const lists = {
  gameRecords: {
    read: 'game/record',
    rows: (body) => withTotals(gameRecordsAnswer(body), GAME_RECORD_TOTALS, gameRecordFigures),
  },
} satisfies DeclaredLists;

/** The lists the bet records screen's rows slots name. */
export type GameRecordLists = typeof lists;
