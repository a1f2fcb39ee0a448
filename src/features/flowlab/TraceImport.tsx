import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { parseTrace, type TraceProblem } from '@/flow/traceFormat';
import { updateLab } from './labState';
import { m } from './messages';

const PROBLEM = {
  empty: m.emptyError,
  tooLarge: m.tooLargeError,
  notJson: m.notJsonError,
  foreign: m.foreignError,
  newerVersion: m.newerVersionError,
  malformed: m.malformedError,
} satisfies Record<TraceProblem, { id: string }>;

/** A trace file or pasted text in; a refused one says why and leaves the lab as it was. */
export function TraceImport() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const load = (raw: string) => {
    const parsed = parseTrace(raw);
    if (!parsed.ok) {
      setError(intl.formatMessage({ id: PROBLEM[parsed.problem].id }, { where: parsed.where ?? '' }));
      return;
    }
    setError(null);
    setText('');
    updateLab({ trace: parsed.trace, traceFlow: parsed.trace.flows.length - 1, step: 0 });
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    // A file far too large to be a trace is refused before it is read.
    load(file.size > 8 * 1024 * 1024 ? ' '.repeat(8 * 1024 * 1024 + 1) : await file.text());
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    load(text);
  };
  return (
    <form className="lab-import" onSubmit={onSubmit}>
      <h2>{t(m.importTitle)}</h2>
      <div className="lab-field">
        <label htmlFor="lab-trace-file">{t(m.fileLabel)}</label>
        <input
          id="lab-trace-file"
          type="file"
          accept="application/json,.json"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </div>
      <div className="lab-field">
        <label htmlFor="lab-trace-text">{t(m.pasteLabel)}</label>
        <textarea
          id="lab-trace-text"
          rows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
        />
      </div>
      <button type="submit" className="lab-button">
        {t(m.loadButton)}
      </button>
      {error ? (
        <p className="lab-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
