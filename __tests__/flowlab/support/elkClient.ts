import ELK from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine } from 'xstate';
import { chartOf } from '@/features/flowlab/statechart';
import { layoutChart, type Layout } from '@/features/flowlab/elkLayout';

/** What the lab's worker-backed layout gives, computed in-process (Jest has no Worker or import.meta). */
export function layoutFor(machine: AnyStateMachine): Promise<Layout> {
  return layoutChart(chartOf(machine), new ELK() as never);
}
