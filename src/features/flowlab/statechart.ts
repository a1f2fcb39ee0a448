import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { stateNodes, transitionKey, transitionsOf } from '@/flow/machineShape';

/*
 * A machine read as a statechart to draw: its states (nested, with description, tags, invoked actors and
 * the events handled in place) and its transitions (labelled with event and guard), all keyed the way
 * traces key them, so a recorded step lights up the states and arrows it went through.
 */

export type ChartState = {
  id: string;
  parent: string | null;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The machine's own words (English), in the member's language once `describedChart` has run. */
  description: string;
  /** The description's catalog id (`descriptionId`). */
  descriptionId: string;
  tags: string[];
  invokes: string[];
  /** Events that run actions without leaving the state. */
  inPlace: string[];
  /** The parent's initial state. */
  initial: boolean;
};

export type ChartEdge = {
  /** Transition key (plus the target, when a transition has several). */
  id: string;
  key: string;
  source: string;
  target: string;
  event: string;
  guard: string | null;
};

export type Chart = {
  id: string;
  description: string;
  descriptionId: string;
  states: ChartState[];
  edges: ChartEdge[];
};

/**
 * The catalog id of a state's description (or the machine's, for an empty path): the machine id and the
 * state's path in camel case, `flowlab.state.loginFormEditingText` for login's form.editing. Every
 * description of machines/ has one in each catalog (__tests__/flowlab/stateTexts.test.ts); the English
 * catalog holds the machine's own words.
 */
export function descriptionId(machineId: string, path: readonly string[]): string {
  const words = [machineId, ...path].map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)));
  return `flowlab.state.${words.join('')}Text`;
}

/** A description in the reader's language: its catalog text, else the machine's own words. */
export type Describe = (id: string, own: string) => string;

/** The chart with every description in the reader's language (the layout sizes each state for its text). */
export function describedChart(chart: Chart, describe: Describe): Chart {
  return {
    ...chart,
    description: chart.description && describe(chart.descriptionId, chart.description),
    states: chart.states.map((s) => ({ ...s, description: s.description && describe(s.descriptionId, s.description) })),
  };
}

/** XState's id for an invocation that names none: '<index>.<machine id>.<state path>'. */
const GENERATED_ACTOR_ID = /^\d+\.[^.]+\.(.+)$/;

/**
 * 'xstate.done.actor.submit' → 'done: submit'; eventless → 'always'; delays → 'after 500 ms'. An invocation
 * without an id of its own reads as `actorName` calls it (the chart: its actor), else as the state that invoked it.
 */
export function eventLabel(type: string, actorName?: (id: string) => string | undefined): string {
  if (!type) return 'always';
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return `${actor[1]}: ${actorName?.(actor[2]) ?? actor[2].replace(GENERATED_ACTOR_ID, '$1')}`;
  const after = /^xstate\.after\.(\d+)\./.exec(type);
  if (after) return `after ${after[1]} ms`;
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(type);
  if (doneState) return `done: ${doneState[1]}`;
  return type;
}

/** A guard as its name, or for an inline one the body of its arrow function, shortened. */
export function guardLabel(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string')
    return (guard as { type: string }).type;
  if (typeof guard === 'function') {
    if (guard.name && !/^(guard|anonymous)$/.test(guard.name)) return guard.name;
    const body = String(guard)
      .replace(/^[^=]*=>\s*/, '')
      .replace(/\s+/g, ' ')
      .replace(/^\{\s*return\s*|;?\s*\}$/g, '');
    return body.length > 36 ? `${body.slice(0, 35)}…` : body;
  }
  return 'guard';
}

/** A transition's event as the chart labels it: an invocation's answer by the actor the state invoked. */
function eventAt(node: AnyStateNode, type: string): string {
  return eventLabel(type, (id) => {
    const invoked = node.invoke.find((i) => i.id === id);
    return invoked ? String(invoked.src) : undefined;
  });
}

function stateOf(node: AnyStateNode): ChartState {
  const inPlace: string[] = [];
  for (const t of transitionsOf(node)) {
    if (t.target?.length) continue;
    const g = guardLabel(t.guard);
    inPlace.push(g ? `${eventAt(node, t.eventType)} [${g}]` : eventAt(node, t.eventType));
  }
  const parent = node.parent ?? null;
  return {
    id: node.id,
    parent: parent ? parent.id : null,
    key: node.key,
    type: node.type,
    description: node.description ?? '',
    descriptionId: descriptionId(node.machine.id, node.path),
    tags: [...node.tags],
    invokes: node.invoke.map((i) => String(i.src)),
    inPlace: [...new Set(inPlace)],
    initial: Boolean(parent?.initial?.target?.some((n) => n === node)),
  };
}

function edgesOf(node: AnyStateNode): ChartEdge[] {
  return transitionsOf(node).flatMap((t: AnyTransitionDefinition) => {
    const key = transitionKey(t);
    return (t.target ?? []).map((target, i, all) => ({
      id: all.length > 1 ? `${key}>${target.id}` : key,
      key,
      source: node.id,
      target: target.id,
      event: eventAt(node, t.eventType),
      guard: guardLabel(t.guard),
    }));
  });
}

export function chartOf(machine: AnyStateMachine): Chart {
  const nodes = stateNodes(machine.root);
  return {
    id: machine.id,
    description: machine.root.description ?? '',
    descriptionId: descriptionId(machine.id, []),
    states: nodes.map(stateOf),
    edges: nodes.flatMap(edgesOf),
  };
}

/** The ids of the states a state value stands for, ancestors included (what to highlight). */
export function activeStateIds(machine: AnyStateMachine, value: unknown): string[] {
  const ids: string[] = [];
  const walk = (node: AnyStateNode, v: unknown) => {
    if (typeof v === 'string') {
      const child = node.states[v] as AnyStateNode | undefined;
      if (child) ids.push(child.id);
      return;
    }
    if (!v || typeof v !== 'object') return;
    for (const [k, sub] of Object.entries(v)) {
      const child = node.states[k] as AnyStateNode | undefined;
      if (!child) continue;
      ids.push(child.id);
      walk(child, sub);
    }
  };
  walk(machine.root, value);
  return ids;
}
