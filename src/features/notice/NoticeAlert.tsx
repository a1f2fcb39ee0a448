import './notice.css';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useNoticesQuery } from '@/api/systemApi';
import { noticeImage, noticeTarget } from './noticeLinks';
import { m } from './messages';

/** The popup shows once per app session, however often the home screen mounts. */
let shownThisSession = false;

/** Test seam: a fresh session. */
export function resetNoticeAlertForTests(): void {
  shownThisSession = false;
}

/**
 * The home popup (docs/screens.md#the-shell): the first `alert` notice as an image (`content` is the image address)
 * that links to `url`. Only http(s) or our own addresses are used; anything else shows nothing or links nowhere.
 */
export function NoticeAlert() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const { data } = useNoticesQuery();
  // This mount shows the popup when it is the first to see one this session; closing it is for good.
  const [claimed, setClaimed] = useState(false);
  const [closed, setClosed] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const alert = data?.alert?.[0];
  const here = typeof window !== 'undefined' ? window.location.href : 'http://localhost/';
  const image = alert ? noticeImage(alert.content, here) : null;

  if (image && !claimed && !shownThisSession) setClaimed(true);
  useEffect(() => {
    if (claimed) shownThisSession = true;
  }, [claimed]);
  const open = claimed && !closed;

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setClosed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open || !alert || !image) return null;
  const target = noticeTarget(alert.url, here);
  const picture = (
    <img className="notice-alert-img" src={image} width={600} height={800} alt={alert.title || t(m.alertLabel)} />
  );
  return (
    <div className="notice-alert-mask">
      <div className="notice-alert" role="dialog" aria-modal="true" aria-label={alert.title || t(m.alertLabel)}>
        {target?.kind === 'route' ? (
          <a
            href={`#${target.to}`}
            onClick={(e) => {
              e.preventDefault();
              setClosed(true);
              navigate(target.to);
            }}
          >
            {picture}
          </a>
        ) : target?.kind === 'external' ? (
          <a href={target.href} target="_blank" rel="noopener noreferrer" onClick={() => setClosed(true)}>
            {picture}
          </a>
        ) : (
          picture
        )}
        <button
          ref={closeRef}
          type="button"
          className="notice-alert-close"
          onClick={() => setClosed(true)}
          aria-label={t(m.closeButton)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
