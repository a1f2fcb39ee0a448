import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { exportTrace } from '@/flow/traceRecorder';
import { downloadText } from '@/flow/traceFile';
import { traceFileName } from '@/flow/traceFormat';
import type { LiveFlow } from '@/flow/traceChannel';
import { findMachine } from './machineRegistry';
import { isThisTab, startLiveFlows, useLiveFlows } from './liveFlows';
import { updateLab, useLab } from './labState';
import { activeStateIds, eventLabel } from './statechart';
import { PickList } from './PickList';
import { StatechartDiagram } from './StatechartDiagram';
import { JsonBlock, stateText } from './JsonBlock';
import { m } from './messages';

const STATUS = {
  active: m.liveActiveStatusText,
  done: m.liveDoneStatusText,
  error: m.liveErrorStatusText,
  stopped: m.liveStoppedStatusText,
};
const time = (at: number) => new Date(at).toLocaleTimeString();

/** The flows running in this tab and in the app's other tabs, the chosen one drawn as it moves. */
export function LivePanel() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const flows = useLiveFlows();
  const { liveFlowId } = useLab();
  useEffect(startLiveFlows, []);
  const flow = flows.find((f) => f.id === liveFlowId) ?? flows[0];
  if (!flow) return <p className="lab-empty">{t(m.liveEmptyText)}</p>;
  const entry = findMachine(flow.machine);
  const replay = (f: LiveFlow) =>
    updateLab({ trace: exportTrace([f]), traceFlow: 0, step: f.steps.length - 1, tab: 'replay', importProblem: null });
  return (
    <div className="lab-split has-aside">
      <div className="lab-side">
        <span id="lab-flows-label" className="lab-list-title">
          {t(m.liveListLabel)}
        </span>
        <PickList
          labelledBy="lab-flows-label"
          className="lab-flows"
          testId="lab-live-flows"
          selected={flow.id}
          onSelect={(id) => updateLab({ liveFlowId: id })}
          items={flows.map((f) => ({
            id: f.id,
            content: (
              <>
                <span className="lab-flow-name">{f.machine}</span>
                <span className={`lab-status is-${f.status}`}>{t(STATUS[f.status])}</span>
                <span className="lab-flow-meta">
                  {stateText(f.last.state)} · {isThisTab(f) ? t(m.liveThisTabText) : t(m.liveOtherTabText)} ·{' '}
                  {time(f.last.at)}
                </span>
              </>
            ),
          }))}
        />
      </div>
      {entry ? (
        <StatechartDiagram
          machine={entry.machine}
          active={activeStateIds(entry.machine, flow.last.state)}
          lit={flow.last.taken}
          follow
        />
      ) : null}
      <section className="lab-aside lab-detail" aria-label={flow.machine}>
        <p className="lab-current">
          <span>{t(m.liveStateLabel)}</span> <code data-testid="live-state">{stateText(flow.last.state)}</code>
        </p>
        <h2>{t(m.liveEventsTitle)}</h2>
        <ol className="lab-events">
          {flow.steps.slice(-8).map((s, i) => (
            <li key={`${s.at}-${i}`}>
              <time>{time(s.at)}</time> <code>{eventLabel(s.event.type)}</code> → {stateText(s.state)}
            </li>
          ))}
        </ol>
        <p className="lab-flow-meta">{intl.formatMessage({ id: m.liveStepsText.id }, { count: flow.steps.length })}</p>
        <JsonBlock title={t(m.liveContextTitle)} value={flow.last.context} />
        <div className="lab-actions">
          <button
            type="button"
            className="lab-button"
            onClick={() => downloadText(traceFileName(), JSON.stringify(exportTrace([flow]), null, 2))}
          >
            {t(m.liveExportButton)}
          </button>
          {entry ? (
            <button type="button" className="lab-button" onClick={() => replay(flow)}>
              {t(m.liveReplayButton)}
            </button>
          ) : null}
        </div>
      </section>
    </div>
  );
}
