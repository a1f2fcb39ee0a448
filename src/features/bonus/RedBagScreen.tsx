import './bonus.css';
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
  loadRedbagLogPage,
  useRedbagGrabMutation,
  useRedbagInfoQuery,
  useRedbagLogQuery,
} from '@/api/bonusApi';
import { useMeQuery } from '@/api/authApi';
import { PATHS } from '@/state/paths';
import { useAfreshOnOpen, type OpeningReads } from '@/state/openingReads';
import { redbagChances } from '@/lib/bonusChances';
import { formatServerDate } from '@/lib/dates';
import { BonusLogList } from './BonusLogList';
import { useOneShot } from './useOneShot';
import { m } from './messages';

export const openingReads: OpeningReads = (dispatch) => {
  dispatch(bonusApi.util.prefetch('redbagInfo', undefined, {}));
  dispatch(bonusApi.util.prefetch('redbagLog', NO_ARGS, {}));
};

/** /RedBag: today's grabs and where they come from, one grab per tap with the amount won, the rules and the log. */
export function RedBagScreen() {
  const t = useIntl().formatMessage;
  const money = useMoneyText();
  useMeQuery();
  const afresh = useAfreshOnOpen();
  const info = useRedbagInfoQuery(undefined, { refetchOnMountOrArgChange: afresh });
  const log = useRedbagLogQuery(NO_ARGS, { refetchOnMountOrArgChange: afresh });
  const [grab] = useRedbagGrabMutation();
  const shot = useOneShot(() => grab(), m.redbagFailedText.id);
  const d = info.data;
  const c = d ? redbagChances(d.setting, d.today_recharge, d.today_bet, d.used) : null;
  return (
    <PageLayout titleId={m.redbagTitleText.id} fallback={PATHS.Center}>
      <QueryState
        isLoading={info.isLoading}
        isError={info.isError}
        onRetry={() => void info.refetch()}
        skeleton={<div className="skeleton-block bonus-skeleton" aria-busy="true" />}
      >
        {d && c ? (
          <>
            <section className="bonus-head redbag-head" aria-labelledby="redbag-left">
              <p id="redbag-left" className="bonus-big">
                {t({ id: m.redbagLeftText.id }, { count: c.remain })}
              </p>
              <p className="bonus-wallet" data-wallet="money">
                {t(m.walletText)} <MemberMoney field="money" />
              </p>
              <p>{t({ id: m.redbagSizeText.id }, { min: money(d.size.min), max: money(d.size.max) })}</p>
              {shot.result ? (
                <p className="bonus-won" role="status">
                  {t({ id: m.redbagWonText.id }, { money: money(shot.result.money) })}
                </p>
              ) : null}
              {shot.error ? (
                <p className="bonus-error" role="alert">
                  {shot.failed ? <span className="bonus-error-what">{shot.failed}</span> : null}
                  {shot.error}
                </p>
              ) : null}
              <button
                type="button"
                className="btn btn-accent btn-block"
                disabled={shot.busy || c.remain <= 0 || info.isFetching}
                aria-busy={shot.busy}
                onClick={() => void shot.run(undefined)}
              >
                {shot.busy ? t(m.redbagGrabbingText) : t(m.redbagGrabButton)}
              </button>
              {c.remain <= 0 && !shot.result ? <p>{t(m.redbagNoneText)}</p> : null}
            </section>
            <section className="bonus-card" aria-labelledby="redbag-why-title">
              <h2 id="redbag-why-title">{t(m.redbagWhySection)}</h2>
              <ul className="bonus-facts">
                <li>
                  {t({ id: m.redbagDepositText.id }, { money: money(d.today_recharge), count: c.fromDeposit.chances })}
                </li>
                {c.fromDeposit.next ? (
                  <li className="bonus-muted">
                    {t(
                      { id: m.redbagNextDepositText.id },
                      { money: money(c.fromDeposit.next.need), count: c.fromDeposit.next.chances },
                    )}
                  </li>
                ) : null}
                <li>{t({ id: m.redbagBetText.id }, { money: money(d.today_bet), count: c.fromBet.chances })}</li>
                {c.fromBet.next ? (
                  <li className="bonus-muted">
                    {t(
                      { id: m.redbagNextBetText.id },
                      { money: money(c.fromBet.next.need), count: c.fromBet.next.chances },
                    )}
                  </li>
                ) : null}
                <li>{t({ id: m.redbagUsedText.id }, { count: d.used })}</li>
              </ul>
              <Link className="btn btn-ghost btn-block" to={PATHS.Recharge}>
                {t(m.depositLink)}
              </Link>
            </section>
            {d.desc.trim() ? (
              <section className="bonus-card" aria-labelledby="redbag-rules-title">
                <h2 id="redbag-rules-title">{t(m.redbagRulesSection)}</h2>
                <SafeHtml html={d.desc} className="bonus-rules" />
              </section>
            ) : null}
          </>
        ) : null}
      </QueryState>
      {/* The log comes in below the draw once that has its height, so nothing above it moves the log down. */}
      {info.isLoading ? null : (
        <section className="bonus-log" aria-labelledby="redbag-log-title">
          <h2 id="redbag-log-title">{t(m.redbagLogSection)}</h2>
          <BonusLogList
            label={t(m.redbagLogSection)}
            pages={loadRedbagLogPage}
            args={NO_ARGS}
            query={log}
            itemHeight={64}
            row={(r) => (
              <>
                <span className="bonus-row-main">{formatServerDate(r.created_at)}</span>
                <Money value={r.money} className="bonus-row-money" />
              </>
            )}
            empty={<p>{t(m.redbagLogEmptyText)}</p>}
          />
        </section>
      )}
    </PageLayout>
  );
}
