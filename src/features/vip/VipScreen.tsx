import './vip.css';
import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { Money } from '@/components/Money';
import { vipApi, useVipsQuery } from '@/api/vipApi';
import { useMemberInfo } from '@/state/useMemberInfo';
import { PATHS } from '@/state/paths';
import type { OpeningReads } from '@/state/openingReads';
import { vipStanding } from '@/lib/rewardProgress';
import { VipProgress } from './VipProgress';
import { VipLevels } from './VipLevels';
import { m } from './messages';

export const openingReads: OpeningReads = (dispatch) => {
  dispatch(vipApi.util.prefetch('vips', undefined, {}));
};

/** /Member/Vip: the member's VIP level, the way to the next one, and every level's thresholds and bonuses. */
export function VipScreen() {
  const t = useIntl().formatMessage;
  // The standing is read from the member's own level: it waits for the member's info, never assumes level 0.
  const me = useMemberInfo();
  const member = me.member;
  const vips = useVipsQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const table = vips.data;
  const standing =
    table && member ? vipStanding(table.levels, member.level, table.total_deposit, table.total_bet) : null;
  return (
    <PageLayout titleId={m.titleText.id} fallback={PATHS.Center}>
      <QueryState
        isLoading={vips.isLoading || me.pending}
        isError={vips.isError || me.failed}
        onRetry={() => {
          if (vips.isError) void vips.refetch();
          if (me.failed) me.retry();
        }}
        skeleton={<div className="skeleton-block vip-skeleton" aria-busy="true" />}
      >
        {table && standing ? (
          <>
            <section className="vip-head" aria-labelledby="vip-current">
              <p>{t(m.currentLabel)}</p>
              <p id="vip-current" className="vip-current">
                {standing.current?.level_name || member?.level_name || t(m.noLevelText)}
              </p>
              <dl>
                <div>
                  <dt>{t(m.depositLabel)}</dt>
                  <dd>
                    <Money value={table.total_deposit} />
                  </dd>
                </div>
                <div>
                  <dt>{t(m.betLabel)}</dt>
                  <dd>
                    <Money value={table.total_bet} />
                  </dd>
                </div>
              </dl>
            </section>
            <VipProgress standing={standing} table={table} />
            <section className="vip-card" aria-labelledby="vip-received-title">
              <h2 id="vip-received-title">{t(m.receivedSection)}</h2>
              <dl className="vip-received">
                <div>
                  <dt>{t(m.levelBonusLabel)}</dt>
                  <dd>
                    <Money value={table.member_levels.level_bonus} />
                  </dd>
                </div>
                <div>
                  <dt>{t(m.weekBonusLabel)}</dt>
                  <dd>
                    <Money value={table.member_levels.week_bonus} />
                  </dd>
                </div>
                <div>
                  <dt>{t(m.monthBonusLabel)}</dt>
                  <dd>
                    <Money value={table.member_levels.month_bonus} />
                  </dd>
                </div>
              </dl>
            </section>
            <VipLevels table={table} level={standing.current?.level ?? -1} />
          </>
        ) : null}
      </QueryState>
    </PageLayout>
  );
}
