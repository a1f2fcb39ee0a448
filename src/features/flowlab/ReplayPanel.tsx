import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { machineFingerprint } from '@/flow/machineShape';
import { findMachine } from './machineRegistry';
import { updateLab, useLab } from './labState';
import { inlineActors, replayTo, type ReplayFrame } from './replay';
import { activeStateIds, eventLabel } from './statechart';
import { StatechartDiagram } from './StatechartDiagram';
import { TraceImport } from './TraceImport';
import { useProblemText } from './TraceDrop';
import { PickList } from './PickList';
import { JsonBlock, stateText } from './JsonBlock';
import { m } from './messages';

/** An imported trace walked step by step on its machine's diagram, forward and back. */
export function ReplayPanel() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const f = (id: { id: string }, values: Record<string, string | number>) => intl.formatMessage({ id: id.id }, values);
  const problemText = useProblemText();
  const { trace, traceFlow, step, importProblem } = useLab();
  const flow = trace?.flows[traceFlow];
  const entry = flow ? findMachine(flow.machine) : undefined;
  const blocked = entry ? inlineActors(entry.machine).length > 0 : false;
  // A replayed frame is shown only for the flow and step it was replayed for.
  const [replayed, setReplayed] = useState<{ flow: unknown; frame: ReplayFrame } | null>(null);

  useEffect(() => {
    if (!flow || !entry || blocked) return undefined;
    let live = true;
    void replayTo(entry.machine, flow, step).then((frame) => live && setReplayed({ flow, frame }));
    return () => {
      live = false;
    };
  }, [flow, entry, blocked, step]);

  if (!trace || !flow) return <TraceImport />;
  const last = flow.steps.length - 1;
  const go = (n: number) => updateLab({ step: Math.max(0, Math.min(last, n)) });
  const frame = replayed && replayed.flow === flow && !blocked ? replayed.frame : null;
  const shown = frame && frame.index === step ? frame : null;
  return (
    <div className="lab-split has-aside">
      <div className="lab-side">
        {importProblem ? (
          <p className="lab-error" role="alert">
            {problemText(importProblem)}
          </p>
        ) : null}
        <p className="lab-desc">
          {f(m.loadedText, {
            version: trace.app.version,
            locale: trace.app.locale,
            time: new Date(trace.exportedAt).toLocaleString(),
            count: trace.flows.length,
          })}
        </p>
        <div className="lab-field">
          <span id="lab-trace-flow-label">{t(m.flowLabel)}</span>
          <PickList
            labelledBy="lab-trace-flow-label"
            className="lab-trace-flows"
            testId="lab-trace-flows"
            selected={String(traceFlow)}
            onSelect={(id) => updateLab({ traceFlow: Number(id), step: 0 })}
            items={trace.flows.map((fl, i) => ({
              id: String(i),
              content: `${fl.machine} · ${new Date(fl.startedAt).toLocaleTimeString()} · ${fl.route}`,
            }))}
          />
        </div>
        {!entry ? (
          <p className="lab-error" role="alert">
            {f(m.unknownMachineError, { machine: flow.machine })}
          </p>
        ) : null}
        {blocked ? (
          <p className="lab-error" role="alert">
            {t(m.inlineActorsError)}
          </p>
        ) : null}
        {entry && machineFingerprint(entry.machine.root) !== flow.fingerprint ? (
          <p className="lab-warn">{t(m.changedMachineText)}</p>
        ) : null}
        <div className="lab-stepper" role="group" aria-label={t(m.stepLabel)}>
          <button type="button" className="lab-button" onClick={() => go(0)} disabled={step === 0}>
            {t(m.firstButton)}
          </button>
          <button type="button" className="lab-button" onClick={() => go(step - 1)} disabled={step === 0}>
            {t(m.backButton)}
          </button>
          <button type="button" className="lab-button" onClick={() => go(step + 1)} disabled={step >= last}>
            {t(m.forwardButton)}
          </button>
          <button type="button" className="lab-button" onClick={() => go(last)} disabled={step >= last}>
            {t(m.lastButton)}
          </button>
        </div>
        <div className="lab-field">
          <span aria-live="polite">{f(m.stepText, { index: step, count: last })}</span>
          <input
            type="range"
            min={0}
            max={last}
            value={step}
            onChange={(e) => go(Number(e.target.value))}
            aria-label={t(m.stepLabel)}
          />
        </div>
        <div className="lab-field lab-steps-field">
          <span id="lab-steps-label">{t(m.stepsLabel)}</span>
          <PickList
            labelledBy="lab-steps-label"
            className="lab-steps"
            testId="lab-steps"
            selected={String(step)}
            onSelect={(id) => go(Number(id))}
            items={flow.steps.map((s, i) => ({
              id: String(i),
              content: (
                <>
                  <span className="lab-step-no">{i}</span>
                  <code>{eventLabel(s.event.type)}</code>
                  <span className="lab-step-to">→ {stateText(s.state)}</span>
                </>
              ),
            }))}
          />
          <span className="lab-note">{t(m.keysText)}</span>
        </div>
      </div>
      {entry ? (
        <StatechartDiagram
          machine={entry.machine}
          active={shown ? activeStateIds(entry.machine, shown.value) : []}
          lit={flow.steps[step].taken}
          follow
        />
      ) : null}
      <div className="lab-aside">
        <dl className="lab-step">
          <dt>{t(m.eventTitle)}</dt>
          <dd>
            <code data-testid="replay-event">{eventLabel(flow.steps[step].event.type)}</code>{' '}
            <time>{new Date(flow.steps[step].at).toLocaleTimeString()}</time>
          </dd>
          <dt>{t(m.stateTitle)}</dt>
          <dd>
            <code data-testid="replay-state">{shown ? stateText(shown.value) : '…'}</code>
          </dd>
        </dl>
        {shown?.failure ? (
          <p className="lab-error" role="alert">
            {f(m.failedError, { message: shown.failure })}
          </p>
        ) : shown && shown.divergedAt !== null ? (
          <p className="lab-error" role="alert">
            {f(m.divergedError, { index: shown.divergedAt })}
          </p>
        ) : shown ? (
          <p className="lab-ok">{t(m.matchText)}</p>
        ) : null}
        <JsonBlock title={t(m.eventTitle)} value={flow.steps[step].event} />
        <JsonBlock title={t(m.contextTitle)} value={flow.steps[step].context} />
        <p className="lab-note">{t(m.noNetworkText)}</p>
        <p className="lab-note">{t(m.replaceText)}</p>
        <button
          type="button"
          className="lab-button is-quiet"
          onClick={() => updateLab({ trace: null, step: 0, importProblem: null })}
        >
          {t(m.clearButton)}
        </button>
      </div>
    </div>
  );
}
