/** Yuebao, drawn early: the member's plans (yuebaoFigures). */
import { asArray } from '@/lib/jsonShapes';
import { planCardFigures } from './yuebaoFigures';
import type { YuebaoPlan } from '@/api/yuebaoApi';
import { wholeList, type DeclaredLists, type DeclaredReads } from '@/early/declaration';

export const reads: DeclaredReads = {
  route: '/member/yuebao',
  reads: [{ path: 'yuebao/getMemberYuebaoList', body: {} }],
  noDemo: true,
};

export const lists = {
  yuebaoPlans: {
    read: 'yuebao/getMemberYuebaoList',
    rows: (body, say) => {
      const plans = asArray<YuebaoPlan>(body.data);
      return { list: wholeList(plans), rows: plans.map((plan) => planCardFigures(plan, say)) };
    },
  },
} satisfies DeclaredLists;
