import type { AnyStateMachine } from 'xstate';
import { machineModules } from './machineContext';

export type MachineEntry = { id: string; exportName: string; machine: AnyStateMachine };

const isMachine = (v: unknown): v is AnyStateMachine =>
  typeof v === 'object' &&
  v !== null &&
  'root' in v &&
  'implementations' in v &&
  typeof (v as { provide?: unknown }).provide === 'function';

let cached: MachineEntry[] | null = null;

/** Every `*Machine` export of machines/, by machine id. */
export function listMachines(): MachineEntry[] {
  if (cached) return cached;
  const found = new Map<string, MachineEntry>();
  for (const mod of Object.values(machineModules())) {
    for (const [exportName, value] of Object.entries(mod as Record<string, unknown>)) {
      if (/Machine$/.test(exportName) && isMachine(value) && !found.has(value.id))
        found.set(value.id, { id: value.id, exportName, machine: value });
    }
  }
  cached = [...found.values()].sort((a, b) => a.id.localeCompare(b.id));
  return cached;
}

export function findMachine(id: string): MachineEntry | undefined {
  return listMachines().find((m) => m.id === id);
}
