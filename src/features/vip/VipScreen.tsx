import './vip.css';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { RowsTemplates } from '@/components/RowsTemplates';
import { vipApi, useVipsQuery } from '@/api/vipApi';
import { useMemberInfo } from '@/state/useMemberInfo';
import { PATHS } from '@/state/paths';
import type { OpeningReads } from '@/state/openingReads';
import { vipFigures } from './vipFigures';
import { rowsSlot } from '@/lib/fillRows';
import { VipView, useVipPatterns, useVipSay } from './VipView';
import { m } from './messages';
import type { lists } from './vip.drawn';

const openingReads: OpeningReads = (dispatch) => {
  dispatch(vipApi.util.prefetch('vips', undefined, {}));
};
VipScreen.openingReads = openingReads;

/**
 * Stands in for the screen while the VIP table and the member's info load. Drawn by the build, it holds the screen's
 * template, which the early script fills from its own reads of both (lib/fillRows: a level's row repeated).
 */
function VipSkeleton() {
  const patterns = useVipPatterns();
  return (
    <div
      className="skeleton-block vip-skeleton"
      aria-busy="true"
      {...rowsSlot<typeof lists>('vipLevels', undefined, patterns)}
    >
      <RowsTemplates view={<VipView />} />
    </div>
  );
}

/** /Member/Vip: the member's VIP level, the way to the next one, and every level's thresholds and bonuses. */
export function VipScreen() {
  const say = useVipSay();
  // The standing is read from the member's own level: it waits for the member's info, never assumes level 0.
  const me = useMemberInfo();
  const member = me.member;
  const vips = useVipsQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const table = vips.data;
  const figures = table && member ? vipFigures(table, member, say) : null;
  return (
    <PageLayout titleId={m.titleText.id} fallback={PATHS.Center}>
      <QueryState
        isLoading={vips.isLoading || me.pending}
        isError={vips.isError || me.failed}
        onRetry={() => {
          if (vips.isError) void vips.refetch();
          if (me.failed) me.retry();
        }}
        skeleton={<VipSkeleton />}
      >
        {figures ? <VipView f={figures.view} levels={figures.levels} /> : null}
      </QueryState>
    </PageLayout>
  );
}
