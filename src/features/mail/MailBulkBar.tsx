import { useIntl } from 'react-intl';
import { ConfirmDelete } from './ConfirmDelete';
import { useMailActions } from './useMailActions';
import { m } from './messages';

type Props = {
  box: 'inbox' | 'outbox';
  /** The selected mails that are still in the list. */
  chosen: number[];
  confirming: boolean;
  setConfirming: (on: boolean) => void;
  /** The marks or the deletion went through: the selection empties. */
  onDone: () => void;
};

/** Under a list in selection mode: how many are selected, mark read / unread (inbox) and delete (confirmed). */
export function MailBulkBar({ box, chosen, confirming, setConfirming, onDone }: Props) {
  const t = useIntl().formatMessage;
  const { setRead, remove, deleting } = useMailActions(box);
  const mark = (read: boolean) => void setRead(chosen, read).then(onDone, () => undefined);
  return (
    <div className="mail-bulk">
      <span className="mail-bulk-count" aria-live="polite">
        {t({ id: m.selectedText.id }, { count: chosen.length })}
      </span>
      {box === 'inbox' ? (
        <>
          <button type="button" className="btn btn-ghost" disabled={!chosen.length} onClick={() => mark(true)}>
            {t(m.markReadButton)}
          </button>
          <button type="button" className="btn btn-ghost" disabled={!chosen.length} onClick={() => mark(false)}>
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
          busy={deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            void remove(chosen).then(
              () => {
                onDone();
                setConfirming(false);
              },
              () => setConfirming(false),
            )
          }
        />
      ) : null}
    </div>
  );
}
