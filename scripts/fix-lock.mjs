// npm writes no lock entries for optional platform packages the registry mirror here lacks, and
// `npm ci` then refuses the lock. This adds a placeholder entry (version, optional, os, cpu, libc)
// for each missing one so `npm ci` skips it on platforms it does not fit. Run after every install
// that changes a lock: `npm run lock:fix` for the app's, `node scripts/fix-lock.mjs bench` for the bench's tools.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const file = resolve(import.meta.dirname, '..', process.argv[2] ?? '.', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pkgs = lock.packages;
const OSES = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPUS = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OSES.includes(p)) ?? (parts.includes('wasm32') ? 'none' : 'none');
  const cpu = parts.find((p) => CPUS.includes(p)) ?? 'none';
  const entry = { os: [os], cpu: [cpu] };
  if (parts.includes('musl') || parts.some((p) => p.startsWith('musl'))) entry.libc = ['musl'];
  else if (parts.includes('gnu') || parts.some((p) => p.startsWith('gnu'))) entry.libc = ['glibc'];
  return entry;
}

let added = 0;
for (const [path, meta] of Object.entries(pkgs)) {
  for (const [dep, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (pkgs[base] || pkgs[hoisted]) continue;
    pkgs[hoisted] = {
      version: range.replace(/^[\^~=]/, ''),
      dev: meta.dev || undefined,
      optional: true,
      ...platformOf(dep),
    };
    added++;
  }
}
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`fix-lock: ${added} placeholder entr${added === 1 ? 'y' : 'ies'} added`);
