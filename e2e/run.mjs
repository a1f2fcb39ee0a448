// Runs the browser journeys (e2e/*.e2e.ts) with node's test runner; a TAP copy feeds the totals.
import { spawnSync } from 'node:child_process';
import { readdirSync, mkdirSync } from 'node:fs';

mkdirSync('test-results/screens', { recursive: true });
const only = process.argv.slice(2);
const files = only.length
  ? only
  : readdirSync('e2e')
      .filter((f) => f.endsWith('.e2e.ts'))
      .sort()
      .map((f) => `e2e/${f}`);
const r = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-timeout=180000',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    '--test-reporter-destination=test-results/e2e.tap',
    ...files,
  ],
  { stdio: 'inherit' },
);
process.exit(r.status ?? 1);
