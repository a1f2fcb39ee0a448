import '@/components/buttons.css';
import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';

type Props = { busy: boolean; submitLabel: string; onSubmit: () => void; children: ReactNode };

/** One of the member's own forms: sent by its button or Enter, checked by the app rather than the browser. */
export function AccountForm({ busy, submitLabel, onSubmit, children }: Props) {
  return (
    <form
      className="account-form"
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <Button type="submit" color="primary" size="large" block shape="rounded" loading={busy} disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
