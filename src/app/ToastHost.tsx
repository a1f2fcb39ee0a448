import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectToasts, toastExpired, TOAST_MS, type Toast } from '@/state/toastSlice';

function ToastItem({ toast }: { toast: Toast }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastExpired(toast.id)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id]);
  const text = toast.message ?? (toast.messageId ? intl.formatMessage({ id: toast.messageId }, toast.values) : '');
  return <div className={`toast toast-${toast.kind}`}>{text}</div>;
}

/** Short messages over everything for 3 s (docs/screens.md#errors-and-messages); failures are announced to screen readers. */
export function ToastHost() {
  const toasts = useAppSelector(selectToasts);
  return (
    <div className="toast-host" role="status" aria-live="assertive">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  );
}
