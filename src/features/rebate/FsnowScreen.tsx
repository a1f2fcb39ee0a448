import './rebate.css';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { Money } from '@/components/Money';
import { MemberMoney } from '@/components/MemberMoney';
import { useFsListQuery } from '@/api/rebateApi';
import { useMeQuery } from '@/api/authApi';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/sessionSlice';
import { PATHS } from '@/state/paths';
import { rebateTotal } from '@/lib/rebateMath';
import { useRebateClaim } from './useRebateClaim';
import { m } from './messages';

/** A figure not yet read: a skeleton in its place, never a zero the server did not give. */
function FigurePending() {
  return <span className="skeleton money-skeleton" aria-hidden="true" />;
}

/** /Member/Fsnow: the rebate due per game type up to now, claimed in one tap into the rebate wallet. */
export function FsnowScreen() {
  const t = useIntl().formatMessage;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // Subscribed, so the rebate wallet figure refreshes itself after a claim.
  useMeQuery(undefined, { skip: !loggedIn });
  const list = useFsListQuery(undefined, { refetchOnMountOrArgChange: true });
  const { claim, busy, failed, message } = useRebateClaim();
  const items = list.data?.items ?? [];
  const total = rebateTotal(items);
  const canClaim = total.gt(0) && !busy && !list.isFetching;

  return (
    <PageLayout titleId={m.titleText.id} fallback={PATHS.Center}>
      <section className="fs-head" aria-labelledby="fs-available-title">
        <p id="fs-available-title">{t(m.availableText)}</p>
        {list.data ? (
          <Money value={total.toFixed(2)} className="fs-available" />
        ) : (
          // On the figure's own line, so the head keeps its height when the figure comes.
          <span className="fs-available">
            <FigurePending />
          </span>
        )}
        <dl>
          <div>
            <dt>{t(m.todayLabel)}</dt>
            <dd>{list.data ? <Money value={list.data.today} /> : <FigurePending />}</dd>
          </div>
          <div>
            <dt>{t(m.yesterdayLabel)}</dt>
            <dd>{list.data ? <Money value={list.data.yesterday} /> : <FigurePending />}</dd>
          </div>
          <div>
            <dt>{t(m.totalLabel)}</dt>
            <dd>{list.data ? <Money value={list.data.total} /> : <FigurePending />}</dd>
          </div>
        </dl>
      </section>
      {message ? (
        <p className="fs-result" role="status">
          {message}
        </p>
      ) : null}
      <p className="fs-wallet" data-wallet="fs_money">
        {t(m.walletText)} <MemberMoney field="fs_money" />
      </p>
      {failed && !busy ? (
        <p className="field-error" role="alert">
          {t(m.failedText)}
        </p>
      ) : null}
      <QueryState
        isLoading={list.isLoading}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        skeleton={<div className="skeleton-block fs-skeleton" aria-busy="true" />}
      >
        {items.length === 0 ? (
          <div className="fs-empty">
            <p>{t(m.emptyText)}</p>
            <Link to={PATHS.Home} className="btn btn-primary">
              {t(m.playButton)}
            </Link>
          </div>
        ) : (
          <>
            <section className="fs-card" aria-labelledby="fs-lines-title">
              <h2 id="fs-lines-title">{t(m.linesSection)}</h2>
              <ul className="fs-lines">
                {items.map((line) => (
                  <li key={line.gameType} className="fs-line" data-game-type={line.gameType}>
                    <div className="fs-line-head">
                      <span className="fs-line-type">{line.game_type_text}</span>
                      <span className="fs-line-apis">{line.api_names}</span>
                    </div>
                    <dl>
                      <div>
                        <dt>{t(m.validBetLabel)}</dt>
                        <dd>
                          <Money value={line.total_valid} />
                        </dd>
                      </div>
                      <div>
                        <dt>{t(m.rateLabel)}</dt>
                        <dd>{`${line.rate}%`}</dd>
                      </div>
                      <div>
                        <dt>{t(m.dueLabel)}</dt>
                        <dd className="fs-due">
                          <Money value={line.fs_money} />
                        </dd>
                      </div>
                    </dl>
                  </li>
                ))}
              </ul>
            </section>
            <button
              type="button"
              className="btn btn-primary btn-block"
              disabled={!canClaim}
              aria-busy={busy}
              onClick={() => list.data && void claim(list.data.deadtime)}
            >
              {busy ? t(m.claimingText) : t(m.claimButton)}
            </button>
          </>
        )}
      </QueryState>
    </PageLayout>
  );
}
