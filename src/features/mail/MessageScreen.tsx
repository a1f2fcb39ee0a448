import './mail.css';
import { useNavigate } from 'react-router-dom';
import { useSearchState } from '@/components/useSearchState';
import type { OpeningReads } from '@/state/openingReads';
import { INBOX_ARGS, mailApi, OUTBOX_ARGS, useInboxQuery, useOutboxQuery } from '@/api/mailApi';
import { MailListView } from './MailListView';
import { MailDetailView } from './MailDetailView';
import { MailComposeView } from './MailComposeView';

/** The inbox (every view of the screen reads it), and the outbox when that is the box opened. */
export const openingReads: OpeningReads = (dispatch, get) => {
  dispatch(mailApi.util.prefetch('inbox', INBOX_ARGS, {}));
  if (get('box') === 'outbox') dispatch(mailApi.util.prefetch('outbox', OUTBOX_ARGS, {}));
};

/**
 * /Member/Message: inbox and outbox, a mail, and the compose/reply form, each with its own address
 * (`?box=outbox`, `?id=`, `?compose=1&reply=`), so back and a reload return to the same view.
 */
export function MessageScreen() {
  const navigate = useNavigate();
  const search = useSearchState();
  const box = search.get('box') === 'outbox' ? 'outbox' : 'inbox';
  const openId = Number(search.get('id')) || null;
  const composing = search.get('compose') === '1';
  const replyId = Number(search.get('reply')) || null;

  const inbox = useInboxQuery(INBOX_ARGS);
  const outbox = useOutboxQuery(OUTBOX_ARGS, { skip: box !== 'outbox' });

  if (composing)
    return (
      <MailComposeView
        replyId={replyId}
        mails={box === 'inbox' ? inbox.data?.items : outbox.data?.items}
        onSent={() => search.set({ compose: null, reply: null, id: null, box: 'outbox' })}
      />
    );

  if (openId) {
    const leave = () => {
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx > 0) navigate(-1);
      else search.set({ id: null, compose: null, reply: null });
    };
    return (
      <MailDetailView
        key={`${box}|${openId}`}
        box={box}
        id={openId}
        inbox={{ items: inbox.data?.items, fetching: inbox.isFetching }}
        outbox={{ items: outbox.data?.items, fetching: outbox.isFetching }}
        onReply={() => search.set({ compose: '1', reply: String(openId) }, { push: true })}
        onLeave={leave}
      />
    );
  }

  return (
    <MailListView
      box={box}
      inbox={inbox}
      outbox={outbox}
      onPickBox={(b) => search.set({ box: b === 'inbox' ? null : b })}
      onOpen={(id) => search.set({ id: String(id) }, { push: true })}
      onCompose={() => search.set({ compose: '1', reply: null }, { push: true })}
    />
  );
}
