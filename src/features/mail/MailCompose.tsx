import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { MailFieldError } from '@machines/mailComposeMachine';
import { MAIL_CONTENT_MAX, MAIL_TITLE_MAX } from '@machines/mailComposeMachine';
import { useAppDispatch } from '@/state/hooks';
import { toastShown } from '@/state/toastSlice';
import { useMailComposeFlow } from './useMailComposeFlow';
import { m } from './messages';

const ERRORS: Record<MailFieldError, MessageDescriptor> = {
  required: m.requiredError,
  tooShort: m.tooShortError,
  tooLong: m.tooLongError,
};

type Props = {
  /** The mail answered (a reply), or null for a new mail. */
  replyTo: { id: number; title: string } | null;
  onSent: () => void;
};

/** The new-mail and reply form, driven by the compose machine (sent once; kept on screen if refused). */
export function MailCompose({ replyTo, onSent }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const prefix = t(m.replyPrefixText);
  const initialTitle = replyTo
    ? (replyTo.title.startsWith(prefix) ? replyTo.title : `${prefix}${replyTo.title}`).slice(0, MAIL_TITLE_MAX)
    : '';
  const { snapshot, send } = useMailComposeFlow({ pid: replyTo?.id ?? null, title: initialTitle });
  const { title, content, fieldErrors } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const done = snapshot.matches('sent');

  useEffect(() => {
    if (!done) return;
    dispatch(toastShown({ kind: 'success', messageId: m.sentText.id }));
    onSent();
  }, [done, dispatch, onSent]);

  const error = (field: 'title' | 'content') => {
    const code = fieldErrors[field];
    return code ? t({ id: ERRORS[code].id ?? '' }, { min: 2 }) : undefined;
  };
  const titleError = error('title');
  const contentError = error('content');
  return (
    <form
      className="mail-compose"
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'form.submit' });
      }}
    >
      {replyTo ? <p className="mail-replying">{t({ id: m.replyingToText.id }, { title: replyTo.title })}</p> : null}
      <div className="field">
        <label className="field-label" htmlFor="mail-title">
          {t(m.titleLabel)}
        </label>
        <input
          id="mail-title"
          className="field-input"
          value={title}
          maxLength={MAIL_TITLE_MAX}
          placeholder={t(m.titlePlaceholder)}
          disabled={busy}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? 'mail-title-error' : undefined}
          onChange={(e) => send({ type: 'field.change', field: 'title', value: e.target.value })}
        />
        {titleError ? (
          <p id="mail-title-error" className="field-error">
            {titleError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field-label" htmlFor="mail-content">
          {t(m.contentLabel)}
        </label>
        <textarea
          id="mail-content"
          className="field-input mail-textarea"
          value={content}
          rows={8}
          maxLength={MAIL_CONTENT_MAX}
          placeholder={t(m.contentPlaceholder)}
          disabled={busy}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? 'mail-content-error' : undefined}
          onChange={(e) => send({ type: 'field.change', field: 'content', value: e.target.value })}
        />
        {contentError ? (
          <p id="mail-content-error" className="field-error">
            {contentError}
          </p>
        ) : null}
      </div>
      {snapshot.matches('failed') ? (
        <p className="field-error" role="alert">
          {t(m.failedText)}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy || done}>
        {t(busy ? m.sendingButton : m.sendButton)}
      </button>
    </form>
  );
}
