import type { ELK, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { Chart, ChartState } from './statechart';

/*
 * Sizes each state for its text, hands the nested graph to ELK's layered algorithm (hierarchy included,
 * so arrows may cross state borders), and reads back positions relative to each parent (as the renderer
 * places nested nodes) and edge routes and label boxes in diagram coordinates.
 */

export const INITIAL_DOT = 14;
const CHAR = 6.4;
const LINE = 15;
const WIDTH = 220;

export type PlacedState = {
  id: string;
  parent: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  state: ChartState | null;
};
export type PlacedEdge = {
  id: string;
  key: string | null;
  source: string;
  target: string;
  label: string;
  points: Array<{ x: number; y: number }>;
  labelBox: { x: number; y: number; width: number; height: number } | null;
};
export type Layout = { states: PlacedState[]; edges: PlacedEdge[] };

/** Chinese characters and fullwidth punctuation take about the font's size; other characters about CHAR. */
const WIDE = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const WIDE_CHAR = 12;

/** Lines a text takes at a width, by its characters' widths (the font is fixed, so this is close enough). */
export function lines(text: string, width = WIDTH - 20): number {
  if (!text) return 0;
  let w = 0;
  for (const ch of text) w += WIDE.test(ch) ? WIDE_CHAR : CHAR;
  return Math.max(1, Math.ceil(w / width));
}

/** The header of a state: name, tags, description; for a leaf, also what it invokes and handles in place. */
export function stateSize(s: ChartState, leaf: boolean): { width: number; height: number; header: number } {
  const header = 30 + (s.tags.length ? 20 : 0) + lines(s.description) * LINE + 8;
  const body = leaf ? s.invokes.length * LINE + s.inPlace.reduce((n, e) => n + lines(e) * 14, 0) + 6 : 0;
  return { width: WIDTH, height: header + body, header };
}

const labelOf = (event: string, guard: string | null) => (guard ? `${event} [${guard}]` : event);

export function elkGraph(chart: Chart): ElkNode {
  const children = new Map<string | null, ChartState[]>();
  for (const s of chart.states) children.set(s.parent, [...(children.get(s.parent) ?? []), s]);
  const build = (s: ChartState): ElkNode => {
    const kids = children.get(s.id) ?? [];
    const size = stateSize(s, kids.length === 0);
    if (!kids.length) return { id: s.id, width: size.width, height: size.height };
    const initial = kids.find((k) => k.initial);
    return {
      id: s.id,
      layoutOptions: { 'elk.padding': `[top=${size.header + 8},left=14,bottom=14,right=14]` },
      children: [
        ...(initial ? [{ id: `${s.id}::init`, width: INITIAL_DOT, height: INITIAL_DOT }] : []),
        ...kids.map(build),
      ],
    };
  };
  const edge = (id: string, source: string, target: string, text: string): ElkExtendedEdge => ({
    id,
    sources: [source],
    targets: [target],
    labels: text ? [{ text, width: Math.min(text.length * CHAR + 10, 260), height: LINE + 2 }] : [],
  });
  const inits = chart.states.flatMap((s) =>
    s.initial && s.parent ? [edge(`${s.parent}::init>${s.id}`, `${s.parent}::init`, s.id, '')] : [],
  );
  const roots = children.get(null) ?? [];
  return {
    id: '::root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '46',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '14',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.json.edgeCoords': 'ROOT',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: roots.map(build),
    edges: [...inits, ...chart.edges.map((e) => edge(e.id, e.source, e.target, labelOf(e.event, e.guard)))],
  };
}

function placed(node: ElkNode, parent: string | null, byId: Map<string, ChartState>, out: PlacedState[]) {
  out.push({
    id: node.id,
    parent,
    x: node.x ?? 0,
    y: node.y ?? 0,
    width: node.width ?? 0,
    height: node.height ?? 0,
    state: byId.get(node.id) ?? null,
  });
  for (const c of node.children ?? []) placed(c, node.id, byId, out);
}

export async function layoutChart(chart: Chart, elk: ELK): Promise<Layout> {
  const graph = elkGraph(chart);
  const done = await elk.layout(graph);
  const byId = new Map(chart.states.map((s) => [s.id, s]));
  const states: PlacedState[] = [];
  for (const c of done.children ?? []) placed(c, null, byId, states);
  const keys = new Map(chart.edges.map((e) => [e.id, e.key]));
  const edges = (done.edges ?? []).map((e): PlacedEdge => {
    const section = e.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const l = e.labels?.[0];
    return {
      id: e.id,
      key: keys.get(e.id) ?? null,
      source: e.sources[0],
      target: e.targets[0],
      label: l?.text ?? '',
      points,
      labelBox: l ? { x: l.x ?? 0, y: l.y ?? 0, width: l.width ?? 0, height: l.height ?? 0 } : null,
    };
  });
  return { states, edges };
}
