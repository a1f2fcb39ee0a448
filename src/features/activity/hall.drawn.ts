/** The activity hall, drawn early for visitors and members alike: its cards and the marquee above them. */
import { hallCardFigures, hallMarqueeFigures } from './activityFigures';
import { activityHallAnswer } from '@/api/activityAnswers';
import { wholeList, type DeclaredLists } from '@/early/declaration';

export const lists = {
  activityHall: {
    read: 'act/list',
    visitor: true,
    rows: (body, say) => {
      const hall = activityHallAnswer(body);
      return {
        list: wholeList(hall.activity),
        rows: hallCardFigures(hall),
        view: hallMarqueeFigures(hall, (values) => say('marquee', values)),
      };
    },
  },
} satisfies DeclaredLists;

/** The lists the hall's rows slots name. */
export type HallLists = typeof lists;
