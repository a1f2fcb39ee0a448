import './mail.css';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '@/components/PageLayout';
import { InfiniteList } from '@/components/InfiniteList';
import { useInfiniteLoader } from '@/components/useInfiniteLoader';
import { useSearchState } from '@/components/useSearchState';
import { useSingleSubmit } from '@/components/useSingleSubmit';
import { SkeletonBlock } from '@/components/SkeletonBlock';
import { useAppDispatch } from '@/state/hooks';
import { toastShown } from '@/state/toastSlice';
import { PATHS } from '@/state/paths';
import type { OpeningReads } from '@/state/openingReads';
import {
  INBOX_ARGS,
  mailApi,
  OUTBOX_ARGS,
  loadInboxPage,
  loadOutboxPage,
  useDeleteMailMutation,
  useInboxQuery,
  useOutboxQuery,
  useReadMailMutation,
} from '@/api/mailApi';
import { hasMorePages, nextPageOf } from '@/lib/pagedList';
import type { MailItem, SentMail } from '@/lib/mailCache';
import { InboxRow, InboxRowTemplate, OutboxRow } from './MailRows';
import { classSlot } from '@/lib/fillSlots';
import { MailTabs } from './MailTabs';
import { InboxMailDetail, OutboxMailDetail } from './MailDetail';
import { MailCompose } from './MailCompose';
import { ConfirmDelete } from './ConfirmDelete';
import { m } from './messages';

type Box = 'inbox' | 'outbox';
const ROW_HEIGHT = 80;

/** The inbox (every view of the screen reads it), and the outbox when that is the box opened. */
const openingReads: OpeningReads = (dispatch, get) => {
  dispatch(mailApi.util.prefetch('inbox', INBOX_ARGS, {}));
  if (get('box') === 'outbox') dispatch(mailApi.util.prefetch('outbox', OUTBOX_ARGS, {}));
};
MessageScreen.openingReads = openingReads;

/** /Member/Message: inbox and outbox, a mail, and the compose/reply form, each with its own address. */
export function MessageScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const search = useSearchState();
  const box: Box = search.get('box') === 'outbox' ? 'outbox' : 'inbox';
  const openId = Number(search.get('id')) || null;
  const composing = search.get('compose') === '1';
  const replyId = Number(search.get('reply')) || null;

  const inbox = useInboxQuery(INBOX_ARGS);
  const outbox = useOutboxQuery(OUTBOX_ARGS, { skip: box !== 'outbox' });
  const [readMail] = useReadMailMutation();
  const [deleteMail, deleting] = useDeleteMailMutation();

  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  // Another box, mail or the composer starts with nothing selected.
  const view = `${box}|${openId}|${composing}`;
  const [selectionView, setSelectionView] = useState(view);
  if (selectionView !== view) {
    setSelectionView(view);
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

  const leave = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else search.set({ id: null, compose: null, reply: null });
  };
  const toast = (id: string) => dispatch(toastShown({ kind: 'success', messageId: id }));
  // Marking is sent once per burst of taps; a tap ignored as part of the burst changes nothing.
  const once = useSingleSubmit();
  const setRead = async (ids: number[], read: boolean) => {
    await once(
      async () => {
        await readMail({ ids, read }).unwrap();
        toast(read ? m.markedReadText.id : m.markedUnreadText.id);
      },
      `${ids.join(',')}:${read}`,
    );
  };
  const remove = async (ids: number[]) => {
    await deleteMail({ ids, sent: box === 'outbox' }).unwrap();
    toast(m.deletedText.id);
  };

  if (composing) {
    const source = box === 'inbox' ? inbox.data?.items : outbox.data?.items;
    const target = replyId ? source?.find((x) => x.id === replyId) : undefined;
    return (
      <PageLayout title={t(replyId ? m.replyTitle : m.composeTitle)} fallback={PATHS.Message}>
        <MailCompose
          key={replyId ?? 'new'}
          replyTo={target ? { id: target.id, title: target.title } : replyId ? { id: replyId, title: '' } : null}
          onSent={() => search.set({ compose: null, reply: null, id: null, box: 'outbox' })}
        />
      </PageLayout>
    );
  }

  if (openId) {
    const reply = () => search.set({ compose: '1', reply: String(openId) }, { push: true });
    const askDelete = () => setConfirming(true);
    const confirm = confirming ? (
      <ConfirmDelete
        count={1}
        busy={deleting.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove([openId]).then(leave, () => setConfirming(false))}
      />
    ) : null;
    let body: React.ReactNode;
    if (box === 'inbox') {
      const mail = inbox.data?.items.find((x) => x.id === openId);
      body = mail ? (
        <InboxMailDetail
          mail={mail}
          onReply={reply}
          onDelete={askDelete}
          onMarkUnread={() => void setRead([openId], false).then(leave, () => undefined)}
        />
      ) : null;
    } else {
      const mail = outbox.data?.items.find((x) => x.id === openId);
      body = mail ? <OutboxMailDetail mail={mail} onReply={reply} onDelete={askDelete} /> : null;
    }
    const loading = box === 'inbox' ? inbox.isFetching : outbox.isFetching;
    return (
      <PageLayout title={t(m.detailTitle)} fallback={PATHS.Message}>
        {body ?? (loading ? <SkeletonBlock lines={2} /> : <p className="query-state">{t(m.notFoundText)}</p>)}
        {confirm}
      </PageLayout>
    );
  }

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
          template={{ name: 'inbox', row: <InboxRowTemplate /> }}
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
        <div className="mail-bulk">
          <span className="mail-bulk-count" aria-live="polite">
            {t({ id: m.selectedText.id }, { count: chosen.length })}
          </span>
          {box === 'inbox' ? (
            <>
              <button
                type="button"
                className="btn btn-ghost"
                disabled={!chosen.length}
                onClick={() =>
                  void setRead(chosen, true).then(
                    () => setSelected(new Set()),
                    () => undefined,
                  )
                }
              >
                {t(m.markReadButton)}
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                disabled={!chosen.length}
                onClick={() =>
                  void setRead(chosen, false).then(
                    () => setSelected(new Set()),
                    () => undefined,
                  )
                }
              >
                {t(m.markUnreadButton)}
              </button>
            </>
          ) : null}
          <button
            type="button"
            className="btn btn-ghost btn-danger"
            disabled={!chosen.length}
            onClick={() => setConfirming(true)}
          >
            {t(m.deleteButton)}
          </button>
          {confirming && chosen.length ? (
            <ConfirmDelete
              count={chosen.length}
              busy={deleting.isLoading}
              onCancel={() => setConfirming(false)}
              onConfirm={() =>
                void remove(chosen).then(
                  () => {
                    setSelected(new Set());
                    setConfirming(false);
                  },
                  () => setConfirming(false),
                )
              }
            />
          ) : null}
        </div>
      ) : null}
    </PageLayout>
  );
}
