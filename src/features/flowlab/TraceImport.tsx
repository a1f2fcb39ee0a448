import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLab } from './labState';
import { importTraceFile, importTraceText } from './importTrace';
import { DropZone, useProblemText } from './TraceDrop';
import { m } from './messages';

/** A trace file (chosen or dropped) or pasted text in; a refused one says why and leaves the lab as it was. */
export function TraceImport() {
  const t = useIntl().formatMessage;
  const problemText = useProblemText();
  const { importProblem } = useLab();
  const [text, setText] = useState('');

  const onFile = (file: File | undefined) => {
    if (file) void importTraceFile(file);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (importTraceText(text)) setText('');
  };
  return (
    <form className="lab-import" onSubmit={onSubmit}>
      <h2>{t(m.importTitle)}</h2>
      <DropZone>
        <p className="lab-drop-text">{t(m.dropText)}</p>
        <div className="lab-field">
          <label htmlFor="lab-trace-file">{t(m.fileLabel)}</label>
          <input
            id="lab-trace-file"
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>
      </DropZone>
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
      {importProblem ? (
        <p className="lab-error" role="alert">
          {problemText(importProblem)}
        </p>
      ) : null}
    </form>
  );
}
