import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** What webpack's context gives the lab, read from the folder: every machines/*Machine.ts module. */
export function machineModules(): Record<string, unknown> {
  const dir = join(__dirname, '..', '..', '..', 'machines');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => /Machine\.ts$/.test(f))
      .map((f) => [`./${f}`, jest.requireActual(join(dir, f))]),
  );
}
