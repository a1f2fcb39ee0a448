import './bonus.css';
import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { useMoneyText } from '@/components/Money';
import { useDrawingShell } from '@/components/drawingShell';
import {
  NO_ARGS,
  bonusApi,
  loadRedbagLogPage,
  useRedbagGrabMutation,
  useRedbagInfoQuery,
  useRedbagLogQuery,
} from '@/api/bonusApi';
import { useMeQuery } from '@/api/authApi';
import { PATHS } from '@/state/paths';
import { useAfreshOnOpen, type OpeningReads } from '@/state/openingReads';
import { shownClass } from '@/lib/fillSlots';
import { redbagFigures, redbagRowFigures } from './bonusFigures';
import { BonusLogList } from './BonusLogList';
import { BonusRowView } from './BonusRowView';
import { RedbagSkeleton, RedbagView, useRedbagSay } from './RedbagView';
import { ShotOutcome } from './ShotOutcome';
import { useOneShot } from './useOneShot';
import { m } from './messages';
import type { lists } from './redbag.drawn';

type RedbagLists = typeof lists;
import { redbagChances } from '@/lib/bonusChances';

const openingReads: OpeningReads = (dispatch) => {
  dispatch(bonusApi.util.prefetch('redbagInfo', undefined, {}));
  dispatch(bonusApi.util.prefetch('redbagLog', NO_ARGS, {}));
};
RedBagScreen.openingReads = openingReads;

/** /RedBag: today's grabs and where they come from, one grab per tap with the amount won, the rules and the log. */
export function RedBagScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useMoneyText();
  const say = useRedbagSay();
  const drawing = useDrawingShell();
  useMeQuery();
  const afresh = useAfreshOnOpen();
  const info = useRedbagInfoQuery(undefined, { refetchOnMountOrArgChange: afresh });
  const log = useRedbagLogQuery(NO_ARGS, { refetchOnMountOrArgChange: afresh });
  const [grab] = useRedbagGrabMutation();
  const shot = useOneShot((_: void, intent) => grab(intent), m.redbagFailedText.id);
  const d = info.data;
  const f = d ? redbagFigures(d, say) : null;
  // No grab left today (the same rule the figures leave the button unusable by: lib/bonusChances).
  const spent = !d || redbagChances(d.setting, d.today_recharge, d.today_bet, d.used).remain <= 0;
  return (
    <PageLayout titleId={m.redbagTitleText.id} fallback={PATHS.Center}>
      <QueryState
        isLoading={info.isLoading}
        isError={info.isError}
        onRetry={() => void info.refetch()}
        skeleton={<RedbagSkeleton />}
      >
        {f ? (
          <RedbagView
            f={{ ...f, noneClass: shownClass('redbag-none', spent && !shot.result) }}
            outcome={
              <ShotOutcome
                shot={shot}
                paidClass="bonus-won"
                paid={(r) => t({ id: m.redbagWonText.id }, { money: money(r.money) })}
              />
            }
            button={
              <button
                type="button"
                className="btn btn-accent btn-block"
                disabled={shot.busy || spent || info.isFetching}
                aria-busy={shot.busy}
                onClick={() => void shot.run(undefined)}
              >
                {shot.busy ? t(m.redbagGrabbingText) : t(m.redbagGrabButton)}
              </button>
            }
          />
        ) : null}
      </QueryState>
      {/* The log comes in below the draw once that has its height, so nothing above it moves the log down; a drawn
          copy holds both. */}
      {info.isLoading && !drawing ? null : (
        <section className="bonus-log" aria-labelledby="redbag-log-title">
          <h2 id="redbag-log-title">{t(m.redbagLogSection)}</h2>
          <BonusLogList
            label={t(m.redbagLogSection)}
            pages={loadRedbagLogPage}
            args={NO_ARGS}
            query={log}
            itemHeight={64}
            row={(r) => <BonusRowView f={redbagRowFigures(r)} />}
            empty={<p>{t(m.redbagLogEmptyText)}</p>}
            template={{ name: 'redbagLog' satisfies keyof RedbagLists, row: <BonusRowView /> }}
          />
        </section>
      )}
    </PageLayout>
  );
}
