import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';

/*
 * How a trace names the parts of a machine without shipping the machine: a transition by its source state,
 * event and position among that state's candidates (the order guards are tried in), and the machine as a
 * whole by a hash of its states and transitions, so the lab can tell a trace recorded against another
 * version of the machine. Types only from xstate: the member's tab pays nothing extra for these.
 */

/** `withdraw.confirming|passcode.submit|0`: the first candidate for that event in that state. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const src = t.source;
  const list: readonly AnyTransitionDefinition[] = t.eventType
    ? (src.transitions.get(t.eventType) ?? [])
    : (src.always ?? []);
  return `${src.id}|${t.eventType || 'always'}|${list.indexOf(t)}`;
}

/** Every state node of a machine, parents before children. */
export function stateNodes(root: AnyStateNode): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    out.push(node);
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(root);
  return out;
}

/** Every transition of a state node, eventless ones last, in the order xstate tries them. */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  const out: AnyTransitionDefinition[] = [];
  for (const list of node.transitions.values()) out.push(...list);
  out.push(...(node.always ?? []));
  return out;
}

const shapes = new WeakMap<AnyStateNode, string>();

/** A short hash of the machine's states and transitions (FNV-1a); equal for two copies of one machine. */
export function machineFingerprint(root: AnyStateNode): string {
  const known = shapes.get(root);
  if (known) return known;
  const parts: string[] = [];
  for (const node of stateNodes(root)) {
    parts.push(node.id);
    for (const t of transitionsOf(node))
      parts.push(`${transitionKey(t)}>${(t.target ?? []).map((n) => n.id).join(',')}`);
  }
  let h = 0x811c9dc5;
  for (const ch of parts.join('\n')) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  const print = h.toString(36);
  shapes.set(root, print);
  return print;
}
