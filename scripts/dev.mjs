// `npm run dev`: the reference platform API (tsx server/main.ts, port 8080, database under data/) and
// webpack-dev-server with hot reload on port 3000, proxying /api, /assets, /sim to the API.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT || '8080';
const devPort = process.env.DEV_PORT || '3000';
const children = [];

function start(name, cmd, args, env) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const prefix = (line) => `[${name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) console.log(prefix(line));
    });
  }
  child.on('exit', (code, signal) => {
    console.log(prefix(`exited (${signal ?? code})`));
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

start('api', process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'server/main.ts'], {
  PORT: apiPort,
  // The dev server serves the app; the API process only needs the platform routes.
  STATIC_DIR: process.env.STATIC_DIR || 'public',
});
start('web', process.execPath, ['node_modules/webpack-cli/bin/cli.js', 'serve', '--mode', 'development'], {
  API_TARGET: `http://127.0.0.1:${apiPort}`,
  DEV_PORT: devPort,
});
console.log(`App with hot reload: http://127.0.0.1:${devPort}/   API: http://127.0.0.1:${apiPort}/api`);
