import './rebate.css';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { MemberMoney } from '@/components/MemberMoney';
import { useDrawingShell } from '@/components/drawingShell';
import { rebateApi, useFsListQuery } from '@/api/rebateApi';
import { useMeQuery } from '@/api/authApi';
import { slotsFor } from '@/lib/fillSlots';
import { rowsSlot } from '@/lib/fillRows';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/sessionSlice';
import { PATHS } from '@/state/paths';
import { useAfreshOnOpen, type OpeningReads } from '@/state/openingReads';
import { fsHeadFigures, fsLineFigures, type FsHeadFigures, type FsLineFigures } from './rebateFigures';
import type { FsItem } from '@/api/rebateTypes';
import { rebateTotalCents } from '@/lib/rebateTotal';
import { useRebateClaim } from './useRebateClaim';
import { m } from './messages';
import type { lists } from './fsnow.drawn';

const slot = slotsFor<FsHeadFigures>();
const lineSlot = slotsFor<FsLineFigures>();

// The list is read afresh each time the screen opens: as the app boots on it, that read is sent at once.
const openingReads: OpeningReads = (dispatch) => {
  dispatch(rebateApi.util.prefetch('fsList', undefined, {}));
};
FsnowScreen.openingReads = openingReads;

/** A money figure in its slot (lib/fillSlots): a skeleton in its place until read, never a zero the server did not give. */
function Figure({
  name,
  f,
  className,
}: {
  name: Exclude<keyof FsHeadFigures, 'claimDisabled'>;
  f: FsHeadFigures | null;
  className?: string;
}) {
  return (
    <span className={className ? `money ${className}` : 'money'} data-whole="amount" {...slot({ text: name })}>
      {f ? f[name] : <span className="skeleton money-skeleton" aria-hidden="true" />}
    </span>
  );
}

/** A game type's line from its figures (rebateFigures); without them, the line template of a drawn list. */
function Line({ line, f }: { line?: FsItem; f?: FsLineFigures }) {
  const t = useIntl().formatMessage;
  return (
    <li className="fs-line" data-game-type={line?.gameType}>
      <div className="fs-line-head">
        <span className="fs-line-type" {...lineSlot({ text: 'type' })}>
          {f?.type}
        </span>
        <span className="fs-line-apis" {...lineSlot({ text: 'apis' })}>
          {f?.apis}
        </span>
      </div>
      <dl>
        <div>
          <dt>{t(m.validBetLabel)}</dt>
          <dd>
            <span className="money" data-whole="amount" {...lineSlot({ text: 'valid' })}>
              {f?.valid}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t(m.rateLabel)}</dt>
          <dd {...lineSlot({ text: 'rate' })}>{f?.rate}</dd>
        </div>
        <div>
          <dt>{t(m.dueLabel)}</dt>
          <dd className="fs-due">
            <span className="money" data-whole="amount" {...lineSlot({ text: 'due' })}>
              {f?.due}
            </span>
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** The lines' card and the claim: the loaded screen's, and (without lines) a drawn list's template. */
function Lines({ children, claim }: { children: ReactNode; claim: ReactNode }) {
  const t = useIntl().formatMessage;
  return (
    <>
      <section className="fs-card" aria-labelledby="fs-lines-title">
        <h2 id="fs-lines-title">{t(m.linesSection)}</h2>
        <ul className="fs-lines">{children}</ul>
      </section>
      {claim}
    </>
  );
}

/** /Member/Fsnow: the rebate due per game type up to now, claimed in one tap into the rebate wallet. */
export function FsnowScreen() {
  const t = useIntl().formatMessage;
  const drawing = useDrawingShell();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // Subscribed, so the rebate wallet figure refreshes itself after a claim.
  useMeQuery(undefined, { skip: !loggedIn });
  const list = useFsListQuery(undefined, { refetchOnMountOrArgChange: useAfreshOnOpen() });
  const { claim, busy, failed, message } = useRebateClaim();
  const items = list.data?.items ?? [];
  const head = list.data ? fsHeadFigures(list.data) : null;
  const canClaim = rebateTotalCents(items) > BigInt(0) && !busy && !list.isFetching;
  const claimButton = (disabled: boolean) => (
    <button
      type="button"
      className="btn btn-primary btn-block"
      disabled={disabled}
      aria-busy={busy}
      onClick={() => list.data && void claim(list.data.deadtime)}
      {...slot({ attrs: { disabled: 'claimDisabled' } })}
    >
      {busy ? t(m.claimingText) : t(m.claimButton)}
    </button>
  );

  return (
    <PageLayout titleId={m.titleText.id} fallback={PATHS.Center}>
      <section className="fs-head" aria-labelledby="fs-available-title">
        <p id="fs-available-title">{t(m.availableText)}</p>
        {/* On the figure's own line, so the head keeps its height when the figure comes. */}
        <Figure name="fsAvailable" f={head} className="fs-available" />
        <dl>
          <div>
            <dt>{t(m.todayLabel)}</dt>
            <dd>
              <Figure name="fsToday" f={head} />
            </dd>
          </div>
          <div>
            <dt>{t(m.yesterdayLabel)}</dt>
            <dd>
              <Figure name="fsYesterday" f={head} />
            </dd>
          </div>
          <div>
            <dt>{t(m.totalLabel)}</dt>
            <dd>
              <Figure name="fsTotal" f={head} />
            </dd>
          </div>
        </dl>
      </section>
      {message ? (
        <p className="fs-result" role="status">
          {message}
        </p>
      ) : null}
      <p className="fs-wallet" data-wallet="fs_money">
        {t(m.walletText)} <MemberMoney field="fs_money" slot />
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
        skeleton={
          // Drawn by the build, it holds the template of the lines and the claim, which the early script fills from
          // its own read of the list.
          <div className="skeleton-block fs-skeleton" aria-busy="true" {...rowsSlot<typeof lists>('fsLines')}>
            {drawing ? (
              <template>
                <Lines claim={claimButton(false)}>
                  <Line />
                </Lines>
              </template>
            ) : null}
          </div>
        }
      >
        {items.length === 0 ? (
          <div className="fs-empty">
            <p>{t(m.emptyText)}</p>
            <Link to={PATHS.Home} className="btn btn-primary">
              {t(m.playButton)}
            </Link>
          </div>
        ) : (
          <Lines claim={claimButton(!canClaim)}>
            {items.map((line) => (
              <Line key={line.gameType} line={line} f={fsLineFigures(line)} />
            ))}
          </Lines>
        )}
      </QueryState>
    </PageLayout>
  );
}
