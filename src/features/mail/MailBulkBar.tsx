import { useIntl } from 'react-intl';
import { ConfirmDelete } from './ConfirmDelete';
import type { Box } from './useMailBoxes';
import { m } from './messages';

type Props = {
  box: Box;
  /** The selected mails that are still in the list. */
  chosen: number[];
  confirming: boolean;
  setConfirming: (on: boolean) => void;
  /** Marks the chosen mails read or unread (inbox). */
  setRead: (ids: number[], read: boolean) => Promise<void>;
  remove: (ids: number[]) => Promise<void>;
  deleting: boolean;
  /** The marks or the deletion went through: the selection empties. */
  onDone: () => void;
};

/** Under a list in selection mode: how many are selected, mark read / unread (inbox) and delete (confirmed). */
export function MailBulkBar({ box, chosen, confirming, setConfirming, setRead, remove, deleting, onDone }: Props) {
  const t = useIntl().formatMessage;
  return (
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
            onClick={() => void setRead(chosen, true).then(onDone, () => undefined)}
          >
            {t(m.markReadButton)}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={!chosen.length}
            onClick={() => void setRead(chosen, false).then(onDone, () => undefined)}
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
