import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { InfiniteList } from '@/components/InfiniteList';
import { useInfiniteLoader } from '@/components/useInfiniteLoader';
import { useAppDispatch } from '@/state/hooks';
import { PATHS } from '@/state/paths';
import { INBOX_ARGS, OUTBOX_ARGS, loadInboxPage, loadOutboxPage } from '@/api/mailApi';
import { hasMorePages, nextPageOf } from '@/lib/pagedList';
import type { Inbox, MailItem, Outbox, SentMail } from '@/lib/mailCache';
import { FILLED_LISTS } from '@/state/filledLists';
import { classSlot } from '@/lib/fillSlots';
import { InboxRow, InboxRowTemplate, OutboxRow } from './MailRows';
import { MailTabs } from './MailTabs';
import { MailBulkBar } from './MailBulkBar';
import { ComposeButton } from './ComposeButton';
import { m } from './messages';

const ROW_HEIGHT = 80;

/** A box as its query gives it: the pages loaded so far, and how the reading goes. */
type BoxQuery<T> = {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
};

type Props = {
  box: 'inbox' | 'outbox';
  inbox: BoxQuery<Inbox>;
  outbox: BoxQuery<Outbox>;
  onPickBox: (box: 'inbox' | 'outbox') => void;
  onOpen: (id: number) => void;
  onCompose: () => void;
};

/** The inbox or the outbox: tabs, the list page by page, and selecting mails to mark or delete together. */
export function MailListView({ box, inbox, outbox, onPickBox, onOpen, onCompose }: Props) {
  const t = useIntl().formatMessage;
  const dispatch = useAppDispatch();
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

  const query = box === 'inbox' ? inbox : outbox;
  const list: Inbox | Outbox | undefined = query.data;
  const fetchPage = useCallback(
    (page: number) => dispatch(box === 'inbox' ? loadInboxPage(INBOX_ARGS, page) : loadOutboxPage(OUTBOX_ARGS, page)),
    [dispatch, box],
  );
  const loader = useInfiniteLoader(fetchPage, nextPageOf(list), hasMorePages(list), box);

  const ids = (list?.items ?? []).map((x) => x.id);
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const chosen = [...selected].filter((id) => ids.includes(id));
  const common = { isError: query.isError, onRetry: () => void query.refetch(), loader, itemHeight: ROW_HEIGHT };
  const rowProps = (id: number) => ({
    selecting,
    selected: selected.has(id),
    onToggle: () => toggle(id),
    onOpen: () => onOpen(id),
  });
  const empty = (
    <>
      <p>{t(box === 'inbox' ? m.inboxEmptyText : m.outboxEmptyText)}</p>
      <button type="button" className="btn btn-primary" onClick={onCompose}>
        {t(m.composeButton)}
      </button>
    </>
  );
  return (
    <PageLayout
      titleId="routes.message.titleText"
      fallback={PATHS.Center}
      right={<ComposeButton onClick={onCompose} />}
    >
      <MailTabs box={box} unread={inbox.data?.unread ?? 0} onPick={onPickBox} />
      {/* While the box loads its toolbar's line is held, so the mails do not move down when they arrive. */}
      {!list && query.isLoading ? (
        // The line is held with its button unseen: a drawn inbox shows it once its early read has mail.
        <div className="mail-toolbar pending" aria-hidden="true" {...classSlot('toolbar.class')}>
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
          template={{ name: FILLED_LISTS.inbox, row: <InboxRowTemplate /> }}
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
          onDone={() => setSelected(new Set())}
        />
      ) : null}
    </PageLayout>
  );
}
