import '@xyflow/react/dist/style.css';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import {
  Controls,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  useStore,
  type Edge,
  type FitViewOptions,
  type Node,
  type ReactFlowState,
} from '@xyflow/react';
import type { AnyStateMachine } from 'xstate';
import { layoutFor } from './elkClient';
import { useDescribe } from './useDescribe';
import type { Layout } from './elkLayout';
import { m } from './messages';
import { edgeTypes, nodeTypes, type StateData } from './DiagramParts';

/*
 * A machine drawn with @xyflow/react from ELK's layout: nested states as nested boxes (name, busy tag,
 * description, invoked actors, events handled in place), transitions as ELK's routed arrows with their
 * event and guard. Pan, pinch or wheel to zoom, and the fit button; read-only.
 *
 * The whole machine is fitted to the box when its layout lands (a machine or a trace opens) and again whenever the
 * box changes size, on a phone as on a desk: nothing of it is ever out of view until the reader zooms in. A
 * followed flow (live, replay) pans only when its current state is outside the view, keeping the reader's zoom.
 */

/** A box narrower than this (a phone's) has its zoom buttons in a row along the top; a wider one in a column. */
const NARROW = 600;
/** The fit leaves the zoom buttons' strip free, so they never cover a state (the attribution sits bottom right). */
const FIT_NARROW: FitViewOptions = {
  padding: { top: '60px', right: '12px', bottom: '22px', left: '12px' },
  maxZoom: 1,
  minZoom: 0.02,
};
const FIT_WIDE: FitViewOptions = {
  ...FIT_NARROW,
  padding: { top: '16px', right: '16px', bottom: '22px', left: '66px' },
};
const fitOptions = (narrow: boolean) => (narrow ? FIT_NARROW : FIT_WIDE);
const boxWidth = (s: ReactFlowState) => s.width;
const boxHeight = (s: ReactFlowState) => s.height;

type Props = { machine: AnyStateMachine; active?: readonly string[]; lit?: readonly string[]; follow?: boolean };

function Diagram({ machine, active = [], lit = [], follow = false }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const describe = useDescribe();
  const [layout, setLayout] = useState<{ id: string; layout: Layout } | null>(null);
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const failed = failedFor === machine.id;
  const flow = useReactFlow();
  const width = useStore(boxWidth);
  const height = useStore(boxHeight);
  const [fitted, setFitted] = useState<Layout | null>(null);
  const narrow = width > 0 && width < NARROW;

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

  // A phone's box is as tall as the fitted machine needs (flowlab.css), from the drawing's height for its width.
  const shape = useMemo<CSSProperties | undefined>(() => {
    if (!layout || layout.id !== machine.id) return undefined;
    const roots = layout.layout.states.filter((p) => p.parent === null);
    const w = Math.max(...roots.map((p) => p.x + p.width));
    const h = Math.max(...roots.map((p) => p.y + p.height));
    return w > 0 && h > 0 ? ({ '--lab-ratio': (h / w).toFixed(4) } as CSSProperties) : undefined;
  }, [layout, machine.id]);

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

  // Fitted when the layout lands and on every change of the box's size; React Flow holds the fit until the nodes
  // are measured.
  const placed = layout && layout.id === machine.id ? layout.layout : null;
  useEffect(() => {
    if (!placed || !width || !height) return undefined;
    let live = true;
    void flow.fitView(fitOptions(width < NARROW)).then(() => live && setFitted(placed));
    return () => {
      live = false;
    };
  }, [placed, width, height, flow]);
  const isFitted = Boolean(placed) && fitted === placed;

  // Following a flow: bring its current state into view when it is outside (only after a zoom in, since the fit shows
  // everything), at the reader's zoom.
  useEffect(() => {
    if (!follow || !current || !isFitted) return;
    const node = flow.getInternalNode(current);
    if (!node) return;
    const { x: nx, y: ny } = node.internals.positionAbsolute;
    const w = node.measured.width ?? node.width ?? 0;
    const h = node.measured.height ?? node.height ?? 0;
    const { x, y, zoom } = flow.getViewport();
    const left = nx * zoom + x;
    const top = ny * zoom + y;
    if (left >= 0 && top >= 0 && left + w * zoom <= width && top + h * zoom <= height) return;
    void flow.setCenter(nx + w / 2, ny + h / 2, { zoom, duration: 300 });
  }, [follow, current, isFitted, nodes, flow, width, height]);

  const label = t({ id: m.diagramLabel.id }, { machine: machine.id });
  if (failed)
    return (
      <p className="lab-diagram-note" role="alert">
        {t(m.layoutError)}
      </p>
    );
  return (
    <div
      className="lab-diagram"
      role="figure"
      aria-label={label}
      aria-busy={!isFitted}
      data-fitted={isFitted ? machine.id : undefined}
      style={shape}
    >
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
        fitView
        fitViewOptions={fitOptions(narrow)}
        minZoom={0.02}
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
        <Controls
          showInteractive={false}
          fitViewOptions={fitOptions(narrow)}
          orientation={narrow ? 'horizontal' : 'vertical'}
          position={narrow ? 'top-left' : 'bottom-left'}
        />
      </ReactFlow>
    </div>
  );
}

/** The statechart of a machine; `active` (state ids, deepest last) is highlighted, `lit` transitions too. */
export function StatechartDiagram(props: Props) {
  return (
    // One store per machine: its fit, viewport and measured nodes start afresh when another machine is drawn.
    <ReactFlowProvider key={props.machine.id}>
      <Diagram {...props} />
    </ReactFlowProvider>
  );
}
