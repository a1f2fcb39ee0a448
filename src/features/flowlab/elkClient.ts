import ELK from 'elkjs/lib/elk-api';
import type { AnyStateMachine } from 'xstate';
import { machineFingerprint } from '@/flow/machineShape';
import { chartOf, describedChart, type Describe } from './statechart';
import { layoutChart, type Layout } from './elkLayout';

/*
 * ELK runs in a Web Worker, so laying out a large machine never blocks the page. The worker script is
 * copied as it is (a URL asset, not bundled: it is already minified and 1.6 MB), fetched the first time a
 * diagram is drawn, and layouts are kept per machine version and language for the visit (each state is
 * sized for its description in that language).
 */

let elk: InstanceType<typeof ELK> | null = null;
const layouts = new Map<string, Promise<Layout>>();

export function layoutFor(machine: AnyStateMachine, lang: string, describe: Describe): Promise<Layout> {
  const key = `${machine.id}:${lang}:${machineFingerprint(machine.root)}`;
  let known = layouts.get(key);
  if (!known) {
    elk ??= new ELK({ workerUrl: new URL('elkjs/lib/elk-worker.min.js', import.meta.url).href });
    known = layoutChart(describedChart(chartOf(machine), describe), elk);
    known.catch(() => layouts.delete(key));
    layouts.set(key, known);
  }
  return known;
}
