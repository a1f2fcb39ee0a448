import { useIntl } from 'react-intl';
import { useFocusOnShow } from '@/components/useFocusOnShow';
import { m } from './messages';

/** Deleting cannot be undone, so it asks once more, in place. */
export function ConfirmDelete({
  count,
  busy,
  onConfirm,
  onCancel,
}: {
  count: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useIntl().formatMessage;
  const confirm = useFocusOnShow<HTMLButtonElement>();
  return (
    <div className="mail-confirm" role="alertdialog" aria-labelledby="mail-confirm-text">
      <p id="mail-confirm-text">{t({ id: m.deleteConfirmText.id }, { count })}</p>
      <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
        {t(m.cancelButton)}
      </button>
      <button type="button" className="btn btn-danger-solid" onClick={onConfirm} disabled={busy} ref={confirm}>
        {t(m.deleteButton)}
      </button>
    </div>
  );
}
