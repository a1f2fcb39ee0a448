import '@xyflow/react/dist/style.css';
import { memo, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  BaseEdge,
  Controls,
  EdgeLabelRenderer,
  Handle,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type Edge,
  type EdgeProps,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import type { AnyStateMachine } from 'xstate';
import { layoutFor } from './elkClient';
import { useDescribe } from './useDescribe';
import type { Layout, PlacedEdge } from './elkLayout';
import type { ChartState } from './statechart';
import { m } from './messages';

/*
 * A machine drawn with @xyflow/react from ELK's layout: nested states as nested boxes (name, busy tag,
 * description, invoked actors, events handled in place), transitions as ELK's routed arrows with their
 * event and guard. Pan, pinch or wheel to zoom, and the fit button; read-only.
 */

type StateData = {
  state: ChartState;
  leaf: boolean;
  active: boolean;
  current: boolean;
  busyText: string;
  invokesText: string;
};
type ArrowData = { edge: PlacedEdge; lit: boolean };

const hidden = { opacity: 0, pointerEvents: 'none' } as const;

const StateBox = memo(function StateBox({ data }: NodeProps<Node<StateData>>) {
  const { state, leaf, active, current, busyText, invokesText } = data;
  const busy = state.tags.includes('busy');
  const cls = [
    'lab-state',
    leaf ? 'is-leaf' : 'is-compound',
    state.type === 'final' ? 'is-final' : '',
    busy ? 'is-busy' : '',
    active ? 'is-active' : '',
    current ? 'is-current' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cls}>
      <Handle type="target" position={Position.Top} style={hidden} isConnectable={false} />
      <div className="lab-state-head">
        <strong>{state.key}</strong>
        {state.tags.length ? (
          <span className="lab-tags">
            {state.tags.map((t) => (
              <span key={t} className={t === 'busy' ? 'lab-tag is-busy' : 'lab-tag'}>
                {t === 'busy' ? busyText : t}
              </span>
            ))}
          </span>
        ) : null}
      </div>
      {state.description ? <p className="lab-state-desc">{state.description}</p> : null}
      {leaf && state.invokes.length ? (
        <p className="lab-state-invoke">
          {invokesText}: {state.invokes.join(', ')}
        </p>
      ) : null}
      {leaf && state.inPlace.length ? (
        <ul className="lab-state-events">
          {state.inPlace.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      <Handle type="source" position={Position.Bottom} style={hidden} isConnectable={false} />
    </div>
  );
});

function InitialDot() {
  return (
    <div className="lab-initial">
      <Handle type="target" position={Position.Top} style={hidden} isConnectable={false} />
      <Handle type="source" position={Position.Bottom} style={hidden} isConnectable={false} />
    </div>
  );
}

function Arrow({ id, data, markerEnd }: EdgeProps<Edge<ArrowData>>) {
  if (!data) return null;
  const { edge, lit } = data;
  const path = edge.points.map((p, i) => `${i ? 'L' : 'M'} ${p.x} ${p.y}`).join(' ');
  const box = edge.labelBox;
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} className={lit ? 'lab-arrow is-lit' : 'lab-arrow'} />
      {box && edge.label ? (
        <EdgeLabelRenderer>
          <div
            className={lit ? 'lab-arrow-label is-lit' : 'lab-arrow-label'}
            style={{ transform: `translate(${box.x}px, ${box.y}px)`, width: box.width }}
          >
            {edge.label}
          </div>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
}

const nodeTypes = { state: StateBox, initial: InitialDot };
const edgeTypes = { arrow: Arrow };

type Props = { machine: AnyStateMachine; active?: readonly string[]; lit?: readonly string[]; follow?: boolean };

function Diagram({ machine, active = [], lit = [], follow = false }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const describe = useDescribe();
  const [layout, setLayout] = useState<{ id: string; layout: Layout } | null>(null);
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const failed = failedFor === machine.id;
  const flow = useReactFlow();
  const narrow = typeof window !== 'undefined' && window.innerWidth < 600;

  useEffect(() => {
    let live = true;
    layoutFor(machine, intl.locale, describe).then(
      (l) => live && setLayout({ id: machine.id, layout: l }),
      () => live && setFailedFor(machine.id),
    );
    return () => {
      live = false;
    };
  }, [machine, intl.locale, describe]);

  const current = active[active.length - 1];
  const nodes = useMemo<Node[]>(() => {
    if (!layout || layout.id !== machine.id) return [];
    const parents = new Set(layout.layout.states.map((s) => s.parent));
    return layout.layout.states.map((p) => {
      const base = {
        id: p.id,
        position: { x: p.x, y: p.y },
        width: p.width,
        height: p.height,
        parentId: p.parent ?? undefined,
        draggable: false,
        selectable: false,
      };
      if (!p.state) return { ...base, type: 'initial', data: {} };
      const data: StateData = {
        state: p.state,
        leaf: !parents.has(p.id),
        active: active.includes(p.id),
        current: p.id === current,
        busyText: t(m.busyBadge),
        invokesText: t(m.invokesLabel),
      };
      return { ...base, type: 'state', data, style: { width: p.width, height: p.height } };
    });
  }, [layout, machine.id, active, current, t]);

  const edges = useMemo<Edge[]>(() => {
    if (!layout || layout.id !== machine.id) return [];
    return layout.layout.edges.map((e) => {
      const on = Boolean(e.key && lit.includes(e.key));
      return {
        id: e.id,
        source: e.source,
        target: e.target,
        type: 'arrow',
        data: { edge: e, lit: on },
        markerEnd: { type: 'arrowclosed', color: on ? '#1d5fd8' : '#7a8599' },
        zIndex: on ? 10 : 1,
      } as Edge;
    });
  }, [layout, machine.id, lit]);

  // On a phone the whole machine fitted is too small to read: start on its initial state, readable size;
  // the fit button still shows it all.
  useEffect(() => {
    if ((follow && current) || !nodes.length || !narrow) return;
    const first = layout?.layout.states.find((s) => s.state?.initial && s.parent === machine.id);
    const node = first && flow.getInternalNode(first.id);
    if (!node) return;
    const { x, y } = node.internals.positionAbsolute;
    void flow.setCenter(x + (node.width ?? 0) / 2, y + 160, { zoom: 0.8 });
  }, [follow, current, nodes, layout, machine.id, flow, narrow]);

  useEffect(() => {
    if (!follow || !current) return;
    const node = flow.getInternalNode(current);
    if (!node) return;
    const { x, y } = node.internals.positionAbsolute;
    void flow.setCenter(x + (node.width ?? 0) / 2, y + (node.height ?? 0) / 2, {
      zoom: Math.max(flow.getZoom(), 0.75),
      duration: 300,
    });
  }, [follow, current, nodes, flow]);

  const label = t({ id: m.diagramLabel.id }, { machine: machine.id });
  if (failed)
    return (
      <p className="lab-diagram-note" role="alert">
        {t(m.layoutError)}
      </p>
    );
  return (
    <div className="lab-diagram" role="figure" aria-label={label}>
      {!nodes.length ? (
        <p className="lab-diagram-note" aria-live="polite">
          {t(m.layoutText)}
        </p>
      ) : null}
      <ReactFlow
        key={machine.id}
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        fitView={!narrow}
        minZoom={0.08}
        maxZoom={2}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        ariaLabelConfig={{
          'controls.ariaLabel': t(m.controlsLabel),
          'controls.zoomIn.ariaLabel': t(m.zoomInButton),
          'controls.zoomOut.ariaLabel': t(m.zoomOutButton),
          'controls.fitView.ariaLabel': t(m.fitButton),
        }}
      >
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}

/** The statechart of a machine; `active` (state ids, deepest last) is highlighted, `lit` transitions too. */
export function StatechartDiagram(props: Props) {
  return (
    <ReactFlowProvider>
      <Diagram {...props} />
    </ReactFlowProvider>
  );
}
