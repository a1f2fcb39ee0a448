// Installs the bench's own tools (bench/package.json: Lighthouse, a load generator) when they are missing or
// their lock has changed since. They live apart from the app's packages so that `npm ci`, the tests and CI
// never download them (170 MB, 35 s of a cold install); `npm run bench` runs this first.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = import.meta.dirname;
const lock = createHash('sha256')
  .update(readFileSync(join(dir, 'package-lock.json')))
  .digest('hex');
const stamp = join(dir, 'node_modules', '.installed-lock');
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lock) {
  console.log("Installing the bench's tools (bench/package.json)…");
  const npm = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  if (npm.status !== 0) process.exit(npm.status ?? 1);
  writeFileSync(stamp, lock);
}
