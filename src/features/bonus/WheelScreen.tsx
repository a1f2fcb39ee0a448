import './bonus.css';
import './wheel.css';
import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { useDrawingShell } from '@/components/drawingShell';
import {
  NO_ARGS,
  bonusApi,
  loadWheelLogPage,
  useWheelChancesQuery,
  useWheelLogQuery,
  useWheelSettingQuery,
} from '@/api/bonusApi';
import { authApi, useMeQuery } from '@/api/authApi';
import { useAppSelector } from '@/state/hooks';
import { selectMember } from '@/state/sessionSlice';
import { PATHS } from '@/state/paths';
import { useAfreshOnOpen, type OpeningReads } from '@/state/openingReads';
import { paysMoney, wheelFigures, wheelLabelFigures, wheelPrizeFigures, wheelRowFigures } from './wheelFigures';
import { BonusLogList } from './BonusLogList';
import { BonusRowView } from './BonusRowView';
import { WheelDisc } from './WheelDisc';
import { WheelSkeleton, WheelView, useWheelSay } from './WheelView';
import { useWheelSpin } from './useWheelSpin';
import { m } from './messages';
import type { lists } from './wheel.drawn';
import { wheelChances } from '@/lib/bonusChances';

// Today's spins are read with the member's name, known once the member's info is in (the early script sends them
// then too: early/memberOpeningReads).
const openingReads: OpeningReads = (dispatch) => {
  dispatch(bonusApi.util.prefetch('wheelSetting', undefined, {}));
  dispatch(bonusApi.util.prefetch('wheelLog', NO_ARGS, {}));
  dispatch(async (send, getState) => {
    const me = send(authApi.endpoints.me.initiate());
    await me;
    me.unsubscribe();
    const name = selectMember(getState())?.name;
    if (name) send(bonusApi.util.prefetch('wheelChances', { name }, {}));
  });
};
WheelScreen.openingReads = openingReads;

/** /Wheel: the prizes, today's spins and where they come from, a spin that lands on the server's draw, the rules and the log. */
export function WheelScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const say = useWheelSay();
  const drawing = useDrawingShell();
  useMeQuery();
  const afresh = useAfreshOnOpen();
  const member = useAppSelector(selectMember);
  const name = member?.name ?? '';
  const setting = useWheelSettingQuery();
  const chances = useWheelChancesQuery({ name }, { skip: !name, refetchOnMountOrArgChange: afresh });
  const log = useWheelLogQuery(NO_ARGS, { refetchOnMountOrArgChange: afresh });
  const prizes = setting.data?.prizes ?? [];
  const wheel = useWheelSpin(prizes);
  const s = setting.data;
  const q = chances.data;
  const f = s && q ? wheelFigures(s, q, say) : null;
  // Spins left today, by the rule the figures are written from (lib/bonusChances).
  const left = s && q ? wheelChances(s.per, s.max, q.today_recharge, q.used).remain : 0;
  const won = wheel.shown && paysMoney(wheel.shown.prize);
  const loading = setting.isLoading || chances.isLoading;
  return (
    <PageLayout titleId={m.wheelTitleText.id} fallback={PATHS.Center}>
      <QueryState
        isLoading={loading}
        isError={setting.isError || chances.isError}
        onRetry={() => {
          void setting.refetch();
          void chances.refetch();
        }}
        skeleton={<WheelSkeleton />}
      >
        {s && f ? (
          <WheelView
            f={f}
            prizes={wheelPrizeFigures(prizes)}
            disc={
              <WheelDisc
                background={f.disc}
                labels={wheelLabelFigures(prizes)}
                turn={{ angle: wheel.angle, animate: wheel.animate, onStop: wheel.stop, landed: wheel.landed }}
              />
            }
            outcome={
              <>
                <div role="status" className="wheel-result">
                  {wheel.shown ? (
                    <p className={won ? 'bonus-won' : 'bonus-thanks'}>
                      {won ? t({ id: m.wheelWonText.id }, { prize: wheel.shown.prize.name }) : t(m.wheelThanksText)}
                    </p>
                  ) : null}
                </div>
                {wheel.error ? (
                  <p className="bonus-error" role="alert">
                    {wheel.failed ? <span className="bonus-error-what">{wheel.failed}</span> : null}
                    {wheel.error}
                  </p>
                ) : null}
              </>
            }
            button={
              <button
                type="button"
                className="btn btn-accent btn-block"
                disabled={wheel.busy || left <= 0 || chances.isFetching}
                aria-busy={wheel.busy}
                onClick={() => void wheel.run(name)}
              >
                {wheel.busy ? t(m.wheelSpinningText) : t(m.wheelSpinButton)}
              </button>
            }
          />
        ) : null}
      </QueryState>
      {/* As on the red packet: the log comes in below the wheel once that has its height; a drawn copy holds both. */}
      {loading && !drawing ? null : (
        <section className="bonus-log" aria-labelledby="wheel-log-title">
          <h2 id="wheel-log-title">{t(m.wheelLogSection)}</h2>
          <BonusLogList
            label={t(m.wheelLogSection)}
            pages={loadWheelLogPage}
            args={NO_ARGS}
            query={log}
            itemHeight={64}
            row={(r) => <BonusRowView f={wheelRowFigures(r)} sub />}
            empty={<p>{t(m.wheelLogEmptyText)}</p>}
            template={{ name: 'wheelLog' satisfies keyof typeof lists, row: <BonusRowView sub /> }}
          />
        </section>
      )}
    </PageLayout>
  );
}
