import './notice.css';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageLayout } from '@/components/PageLayout';
import { PullRefresh } from '@/components/PullRefresh';
import { SafeHtml } from '@/components/SafeHtml';
import { useSearchState } from '@/components/useSearchState';
import { PATHS } from '@/state/paths';
import { useNoticesQuery, type Notice } from '@/api/systemApi';
import { noticeTarget } from './noticeLinks';
import { useDrawingShell } from '@/components/drawingShell';
import { SkeletonBlock } from '@/components/SkeletonBlock';
import { slotsFor } from '@/lib/fillSlots';
import { rowsSlot } from '@/lib/fillRows';
import { noticeFigures, type NoticeFigures } from './noticeFigures';
import type { NoticeLists } from './notice.drawn';
import { m } from './messages';

/** A notice's row's slots. */
const slot = slotsFor<NoticeFigures>();

function NoticeDetail({ notice }: { notice: Notice }) {
  const t = useIntl().formatMessage;
  const target = noticeTarget(notice.url, window.location.href);
  return (
    <article className="notice-detail" aria-labelledby="notice-detail-title">
      <h2 id="notice-detail-title">{notice.title}</h2>
      <SafeHtml className="notice-body" html={notice.content} />
      {target?.kind === 'route' ? (
        <Link className="btn btn-primary" to={target.to}>
          {t(m.openLinkButton)}
        </Link>
      ) : null}
      {target?.kind === 'external' ? (
        <a className="btn btn-primary" href={target.href} target="_blank" rel="noopener noreferrer">
          {t(m.openLinkButton)}
        </a>
      ) : null}
    </article>
  );
}

/** A notice's row from its figures (noticeFigures); without them, the row template of a drawn list. */
function NoticeRow({ f, onOpen }: { f?: NoticeFigures; onOpen?: () => void }) {
  return (
    <li>
      <button type="button" className="notice-row" onClick={onOpen}>
        <span className="notice-row-title" {...slot({ text: 'title' })}>
          {f?.title}
        </span>
        <span className="notice-row-text" {...slot({ text: 'text' })}>
          {f?.text}
        </span>
      </button>
    </li>
  );
}

/** /Member/Notice: the platform's notices (fetched once per session) and one notice in full. */
export function NoticeScreen() {
  const t = useIntl().formatMessage;
  const search = useSearchState();
  const { data, isLoading, isError, refetch } = useNoticesQuery();
  const notices = data?.data ?? [];
  const index = search.get('n');
  const drawing = useDrawingShell();

  if (index !== '') {
    const notice = notices[Number(index)];
    return (
      <PageLayout title={t(m.detailTitle)} fallback={PATHS.Notice}>
        {notice ? (
          <NoticeDetail notice={notice} />
        ) : isLoading ? (
          <SkeletonBlock lines={1} />
        ) : (
          <p className="query-state">{t(m.notFoundText)}</p>
        )}
      </PageLayout>
    );
  }

  let body: React.ReactNode;
  if (isLoading) {
    body = (
      <div className="list-skeleton" aria-busy="true" {...rowsSlot<NoticeLists>('notices')}>
        {[0, 1, 2].map((i) => (
          <div key={i} className="list-skeleton-row">
            <span className="skeleton-line" />
            <span className="skeleton-line short" />
          </div>
        ))}
        {drawing ? (
          <template>
            <ul className="notice-list" aria-label={t(m.listLabel)}>
              <NoticeRow />
            </ul>
          </template>
        ) : null}
      </div>
    );
  } else if (isError && !notices.length) {
    body = (
      <div className="query-state" role="alert">
        <p>{t({ id: 'list.state.errorText' })}</p>
        <button type="button" className="btn btn-ghost" onClick={() => void refetch()}>
          {t({ id: 'list.footer.retryButton' })}
        </button>
      </div>
    );
  } else if (!notices.length) {
    body = (
      <div className="list-empty">
        <p>{t(m.emptyText)}</p>
        <Link className="btn btn-primary" to={PATHS.Home}>
          {t(m.emptyAction)}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="notice-list" aria-label={t(m.listLabel)}>
        {notices.map((n, i) => (
          <NoticeRow
            key={`${i}-${n.title}`}
            f={noticeFigures(n)}
            onOpen={() => search.set({ n: String(i) }, { push: true })}
          />
        ))}
      </ul>
    );
  }
  return (
    <PageLayout titleId="routes.notice.titleText" fallback={PATHS.Center}>
      <PullRefresh onRefresh={() => refetch()}>{body}</PullRefresh>
    </PageLayout>
  );
}
