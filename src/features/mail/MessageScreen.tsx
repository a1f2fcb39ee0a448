import './mail.css';
import { useNavigate } from 'react-router-dom';
import { useSearchState } from '@/components/useSearchState';
import type { OpeningReads } from '@/state/openingReads';
import { INBOX_ARGS, mailApi, OUTBOX_ARGS } from '@/api/mailApi';
import { MailListView } from './MailListView';
import { MailDetailView } from './MailDetailView';
import { MailComposeView } from './MailComposeView';
import type { Box } from './useMailBoxes';

/** The inbox (every view of the screen reads it), and the outbox when that is the box opened. */
const openingReads: OpeningReads = (dispatch, get) => {
  dispatch(mailApi.util.prefetch('inbox', INBOX_ARGS, {}));
  if (get('box') === 'outbox') dispatch(mailApi.util.prefetch('outbox', OUTBOX_ARGS, {}));
};
MessageScreen.openingReads = openingReads;

/**
 * /Member/Message: inbox and outbox, a mail, and the compose/reply form, each with its own address
 * (`?box=outbox`, `?id=`, `?compose=1&reply=`), so back and a reload return to the same view.
 */
export function MessageScreen() {
  const navigate = useNavigate();
  const search = useSearchState();
  const box: Box = search.get('box') === 'outbox' ? 'outbox' : 'inbox';
  const openId = Number(search.get('id')) || null;
  const composing = search.get('compose') === '1';
  const replyId = Number(search.get('reply')) || null;

  if (composing)
    return (
      <MailComposeView
        box={box}
        replyId={replyId}
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
      // Another mail, or the same one in the other box, starts with no deletion asked.
      <MailDetailView
        key={`${box}|${openId}`}
        box={box}
        id={openId}
        onReply={() => search.set({ compose: '1', reply: String(openId) }, { push: true })}
        onLeave={leave}
      />
    );
  }

  return <MailListView box={box} />;
}
