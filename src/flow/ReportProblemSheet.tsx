import './reportProblem.css';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Popup } from 'antd-mobile';
import { AreaMessages } from './AreaMessages';
import { exportTrace } from './traceRecorder';
import { traceFileName } from './traceFormat';
import { copyText, downloadText } from './traceFile';
import { useServiceUrl } from '@/state/useServiceUrl';

/*
 * 'Report a problem' (opened from Center): the member sees which recent flows will be shared and every
 * byte of the redacted trace, then copies or downloads it to send to support. Nothing is uploaded.
 */
function ReportProblem({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const trace = useMemo(() => exportTrace(), []);
  const text = useMemo(() => JSON.stringify(trace, null, 2), [trace]);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const copy = async () => {
    const ok = await copyText(text);
    setNote({ ok, text: t(ok ? 'flowlab.report.copiedText' : 'flowlab.report.copyFailedError') });
  };
  const empty = trace.flows.length === 0;
  const serviceUrl = useServiceUrl();
  return (
    <Popup
      visible
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="report-sheet"
      getContainer={() => document.querySelector('main') ?? document.body}
    >
      <div role="dialog" aria-modal="true" aria-labelledby="report-title">
        <div className="report-head">
          <h2 id="report-title">{t('flowlab.report.titleText')}</h2>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('flowlab.report.closeButton')}
          </button>
        </div>
        <p>{t('flowlab.report.introText')}</p>
        <p className="report-safe">{t('flowlab.report.redactedText')}</p>
        {serviceUrl ? (
          <p className="report-service">
            {t('routes.help.reportText')}{' '}
            <a className="btn btn-primary" href={serviceUrl} target="_blank" rel="noopener noreferrer">
              {t('routes.help.serviceLink')}
            </a>
          </p>
        ) : null}
        {empty ? (
          <p className="report-empty">{t('flowlab.report.emptyText')}</p>
        ) : (
          <>
            <h3>{t('flowlab.report.flowsTitle')}</h3>
            <ul className="report-flows">
              {[...trace.flows].reverse().map((f) => (
                <li key={f.id}>
                  <strong>{f.machine}</strong>{' '}
                  {t('flowlab.report.flowText', {
                    time: new Date(f.startedAt).toLocaleTimeString(),
                    route: f.route || '/',
                    count: f.steps.length,
                  })}
                </li>
              ))}
            </ul>
            <details className="report-preview">
              <summary>{t('flowlab.report.previewTitle')}</summary>
              <pre tabIndex={0} role="region" aria-label={t('flowlab.report.previewTitle')}>
                {text}
              </pre>
            </details>
            <div className="report-actions">
              <button type="button" className="btn btn-primary" onClick={() => void copy()}>
                {t('flowlab.report.copyButton')}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => downloadText(traceFileName(), text)}>
                {t('flowlab.report.downloadButton')}
              </button>
            </div>
            <p role="status" className={note && !note.ok ? 'report-note is-error' : 'report-note'}>
              {note?.text ?? ''}
            </p>
          </>
        )}
      </div>
    </Popup>
  );
}

export function ReportProblemSheet({ onClose }: { onClose: () => void }) {
  return (
    <AreaMessages>
      <AreaMessages area="routes">
        <ReportProblem onClose={onClose} />
      </AreaMessages>
    </AreaMessages>
  );
}
