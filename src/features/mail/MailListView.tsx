import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { InfiniteList, type RowsTemplate } from '@/components/InfiniteList';
import { useInfiniteLoader } from '@/components/useInfiniteLoader';
import { useSearchState } from '@/components/useSearchState';
import { useAppDispatch } from '@/state/hooks';
import { PATHS } from '@/state/paths';
import { INBOX_ARGS, OUTBOX_ARGS, loadInboxPage, loadOutboxPage } from '@/api/mailApi';
import { hasMorePages, nextPageOf } from '@/lib/pagedList';
import type { MailItem, SentMail } from '@/lib/mailCache';
import { InboxRow, InboxRowTemplate, OutboxRow } from './MailRows';
import { slotsFor } from '@/lib/fillSlots';
import type { InboxLists } from './inbox.drawn';
import type { InboxViewFigures } from './mailFigures';
import { MailTabs } from './MailTabs';
import { MailBulkBar } from './MailBulkBar';
import { useMailActions } from './useMailActions';
import { useMailBoxes, type Box } from './useMailBoxes';
import { m } from './messages';

const ROW_HEIGHT = 80;

/** The inbox's own slots (its drawn view's). */
const slot = slotsFor<InboxViewFigures>();

/**
 * The inbox or the outbox: tabs, the list page by page, and selecting mails to mark or delete together. The
 * box's read and its loader sit in this one component, so the render that follows a landed page reads the page
 * merged and asks for the next one, never for the same one again.
 */
export function MailListView({ box }: { box: Box }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const search = useSearchState();
  const { inbox, outbox } = useMailBoxes(box);
  const { setRead, remove, deleting } = useMailActions(box);

  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  // Another box starts with nothing selected.
  const [selectionBox, setSelectionBox] = useState(box);
  if (selectionBox !== box) {
    setSelectionBox(box);
    setSelecting(false);
    setSelected(new Set());
    setConfirming(false);
  }

  const list = box === 'inbox' ? inbox.data : outbox.data;
  const fetchPage = useCallback(
    (page: number) => dispatch(box === 'inbox' ? loadInboxPage(INBOX_ARGS, page) : loadOutboxPage(OUTBOX_ARGS, page)),
    [dispatch, box],
  );
  const loader = useInfiniteLoader(fetchPage, nextPageOf(list), hasMorePages(list), box);

  const unread = inbox.data?.unread ?? 0;
  const ids = (list?.items ?? []).map((x) => x.id);
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const chosen = [...selected].filter((id) => ids.includes(id));
  const open = (id: number) => search.set({ id: String(id) }, { push: true });
  const composeButton = (
    <button
      type="button"
      className="icon-btn"
      onClick={() => search.set({ compose: '1', reply: null }, { push: true })}
      aria-label={t(m.composeButton)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
  const common = {
    isError: box === 'inbox' ? inbox.isError : outbox.isError,
    onRetry: () => void (box === 'inbox' ? inbox.refetch() : outbox.refetch()),
    loader,
    itemHeight: ROW_HEIGHT,
  };
  const rowProps = (id: number) => ({
    selecting,
    selected: selected.has(id),
    onToggle: () => toggle(id),
    onOpen: () => open(id),
  });
  const empty = (
    <>
      <p>{t(box === 'inbox' ? m.inboxEmptyText : m.outboxEmptyText)}</p>
      <button type="button" className="btn btn-primary" onClick={() => search.set({ compose: '1' }, { push: true })}>
        {t(m.composeButton)}
      </button>
    </>
  );
  return (
    <PageLayout titleId="routes.message.titleText" fallback={PATHS.Center} right={composeButton}>
      <MailTabs box={box} unread={unread} onPick={(b) => search.set({ box: b === 'inbox' ? null : b })} />
      {/* While the box loads its toolbar's line is held, so the mails do not move down when they arrive. */}
      {!list && (box === 'inbox' ? inbox.isLoading : outbox.isLoading) ? (
        // The line is held with its button unseen: a drawn inbox shows it once its early read has mail.
        <div className="mail-toolbar pending" aria-hidden="true" {...slot({ class: 'toolbarClass' })}>
          <span />
          <button type="button" className="btn btn-ghost" tabIndex={-1}>
            {t(m.selectButton)}
          </button>
        </div>
      ) : null}
      {list && list.items.length ? (
        <div className="mail-toolbar">
          {selecting ? (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => setSelected(chosen.length === ids.length ? new Set() : new Set(ids))}
            >
              {t(m.selectAllButton)}
            </button>
          ) : (
            <span />
          )}
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setSelecting((s) => !s);
              setSelected(new Set());
              setConfirming(false);
            }}
          >
            {t(selecting ? m.doneButton : m.selectButton)}
          </button>
        </div>
      ) : null}
      {box === 'inbox' ? (
        <InfiniteList<MailItem>
          {...common}
          label={t(m.inboxLabel)}
          data={inbox.data}
          isLoading={inbox.isLoading}
          renderItem={(mail) => <InboxRow mail={mail} {...rowProps(mail.id)} />}
          template={{ name: 'inbox', row: <InboxRowTemplate /> } satisfies RowsTemplate<InboxLists>}
          empty={empty}
        />
      ) : (
        <InfiniteList<SentMail>
          {...common}
          label={t(m.outboxLabel)}
          data={outbox.data}
          isLoading={outbox.isLoading}
          renderItem={(mail) => <OutboxRow mail={mail} {...rowProps(mail.id)} />}
          empty={empty}
        />
      )}
      {selecting ? (
        <MailBulkBar
          box={box}
          chosen={chosen}
          confirming={confirming}
          setConfirming={setConfirming}
          setRead={setRead}
          remove={remove}
          deleting={deleting}
          onDone={() => setSelected(new Set())}
        />
      ) : null}
    </PageLayout>
  );
}
