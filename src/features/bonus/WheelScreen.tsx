import './bonus.css';
import './wheel.css';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { SafeHtml } from '@/components/SafeHtml';
import { Money, useMoneyText } from '@/components/Money';
import { MemberMoney } from '@/components/MemberMoney';
import {
  NO_ARGS,
  bonusApi,
  loadWheelLogPage,
  useWheelChancesQuery,
  useWheelLogQuery,
  useWheelSettingQuery,
} from '@/api/bonusApi';
import { useMeQuery } from '@/api/authApi';
import { useAppSelector } from '@/state/hooks';
import { selectMember } from '@/state/sessionSlice';
import { PATHS } from '@/state/paths';
import { useAfreshOnOpen, type OpeningReads } from '@/state/openingReads';
import { wheelChances } from '@/lib/bonusChances';
import { parseMoney } from '@/lib/money';
import { formatServerDate } from '@/lib/dates';
import { BonusLogList } from './BonusLogList';
import { WheelDisc } from './WheelDisc';
import { useWheelSpin } from './useWheelSpin';
import { m } from './messages';

// Today's spins are read with the member's name, known once the member's info is in: the screen asks for them.
export const openingReads: OpeningReads = (dispatch) => {
  dispatch(bonusApi.util.prefetch('wheelSetting', undefined, {}));
  dispatch(bonusApi.util.prefetch('wheelLog', NO_ARGS, {}));
};

/** /Wheel: the prizes, today's spins and where they come from, a spin that lands on the server's draw, the rules and the log. */
export function WheelScreen() {
  const t = useIntl().formatMessage;
  const money = useMoneyText();
  useMeQuery();
  const afresh = useAfreshOnOpen();
  const member = useAppSelector(selectMember);
  const name = member?.name ?? '';
  const setting = useWheelSettingQuery();
  const chances = useWheelChancesQuery({ name }, { skip: !name, refetchOnMountOrArgChange: true });
  const log = useWheelLogQuery(NO_ARGS, { refetchOnMountOrArgChange: afresh });
  const prizes = setting.data?.prizes ?? [];
  const wheel = useWheelSpin(prizes);
  const s = setting.data;
  const q = chances.data;
  const c = s && q ? wheelChances(s.per, s.max, q.today_recharge, q.used) : null;
  const won = wheel.shown && parseMoney(wheel.shown.prize.money)?.gt(0);
  return (
    <PageLayout titleId={m.wheelTitleText.id} fallback={PATHS.Center}>
      <QueryState
        isLoading={setting.isLoading || chances.isLoading}
        isError={setting.isError || chances.isError}
        onRetry={() => {
          void setting.refetch();
          void chances.refetch();
        }}
        skeleton={<div className="skeleton-block wheel-skeleton" aria-busy="true" />}
      >
        {s && c ? (
          <>
            <section className="bonus-head wheel-head" aria-labelledby="wheel-left">
              <WheelDisc
                prizes={prizes}
                angle={wheel.angle}
                animate={wheel.animate}
                onStop={wheel.stop}
                landed={wheel.landed}
              />
              <p className="bonus-wallet" data-wallet="money">
                {t(m.walletText)} <MemberMoney field="money" />
              </p>
              <p id="wheel-left" className="bonus-big">
                {t({ id: m.wheelLeftText.id }, { count: c.remain })}
              </p>
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
              <button
                type="button"
                className="btn btn-accent btn-block"
                disabled={wheel.busy || c.remain <= 0 || chances.isFetching}
                aria-busy={wheel.busy}
                onClick={() => void wheel.run(name)}
              >
                {wheel.busy ? t(m.wheelSpinningText) : t(m.wheelSpinButton)}
              </button>
            </section>
            <section className="bonus-card" aria-labelledby="wheel-why-title">
              <h2 id="wheel-why-title">{t({ id: m.wheelRuleText.id }, { per: money(s.per), max: s.max })}</h2>
              <ul className="bonus-facts">
                <li>{t({ id: m.wheelDepositText.id }, { money: money(q?.today_recharge ?? 0), count: c.total })}</li>
                <li className="bonus-muted">
                  {c.need ? t({ id: m.wheelNeedText.id }, { money: money(c.need) }) : t(m.wheelCapText)}
                </li>
              </ul>
              {c.need ? (
                <Link className="btn btn-ghost btn-block" to={PATHS.Recharge}>
                  {t(m.depositLink)}
                </Link>
              ) : null}
            </section>
            <section className="bonus-card" aria-labelledby="wheel-prizes-title">
              <h2 id="wheel-prizes-title">{t(m.wheelPrizesSection)}</h2>
              <ul className="wheel-prizes">
                {prizes.map((p) => (
                  <li key={p.id}>{p.name}</li>
                ))}
              </ul>
              {s.desc.trim() ? <SafeHtml html={s.desc} className="bonus-rules" /> : null}
            </section>
          </>
        ) : null}
      </QueryState>
      {/* As on the red packet: the log comes in below the wheel once that has its height. */}
      {setting.isLoading || chances.isLoading ? null : (
        <section className="bonus-log" aria-labelledby="wheel-log-title">
          <h2 id="wheel-log-title">{t(m.wheelLogSection)}</h2>
          <BonusLogList
            label={t(m.wheelLogSection)}
            pages={loadWheelLogPage}
            args={NO_ARGS}
            query={log}
            itemHeight={64}
            row={(r) => (
              <>
                <span className="bonus-row-main">{r.name}</span>
                <span className="bonus-row-sub">{formatServerDate(r.created_at)}</span>
                <Money value={r.money} className="bonus-row-money" />
              </>
            )}
            empty={<p>{t(m.wheelLogEmptyText)}</p>}
          />
        </section>
      )}
    </PageLayout>
  );
}
