import { memo } from 'react';
import {
  BaseEdge,
  EdgeLabelRenderer,
  Handle,
  Position,
  type Edge,
  type EdgeProps,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import type { PlacedEdge } from './elkLayout';
import type { ChartState } from './statechart';

/*
 * What a statechart diagram is drawn with: a state's box (name, busy tag, description, invoked actors, events
 * handled in place), the initial dot and a transition's arrow with its label (StatechartDiagram lays them out).
 */

export type StateData = {
  state: ChartState;
  leaf: boolean;
  active: boolean;
  current: boolean;
  busyText: string;
  invokesText: string;
};
export type ArrowData = { edge: PlacedEdge; lit: boolean };

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

/** The node and edge kinds the diagram draws. */
export const nodeTypes = { state: StateBox, initial: InitialDot };
export const edgeTypes = { arrow: Arrow };
