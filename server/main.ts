import { resolve } from 'node:path';
import { buildApp } from './app';
import { openDb } from './db/open';
import { makeClock } from './lib/time';
import { SEED_MEMBERS, SEED_PASSWORD, SEED_QK_PWD } from './db/seed/members';

/** `npm start`: the built app (dist/) and the reference platform API on one port, database under data/. */
async function main() {
  const port = Number(process.env.PORT) || 8080;
  const host = process.env.HOST || '127.0.0.1';
  const clock = makeClock();
  const db = openDb(process.env.DB_FILE || resolve('data/platform.db'), clock);
  // RESPONSIBLE_PLAY=off: a platform without the responsible-play calls, as the app must also meet.
  const responsiblePlay = process.env.RESPONSIBLE_PLAY !== 'off';
  const { app } = await buildApp({
    db,
    clock,
    staticDir: process.env.STATIC_DIR || 'dist',
    logger: true,
    responsiblePlay,
  });
  await app.listen({ port, host });
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`;
  console.log(`\nApp and platform API: ${url}  (API base ${url}api)`);
  console.log(`Seeded accounts (password ${SEED_PASSWORD}, withdrawal password ${SEED_QK_PWD} where set):`);
  for (const m of SEED_MEMBERS) console.log(`  ${m.name.padEnd(9)} ${m.role}`);
  console.log('  demo player: the "demo" button on the login screen\n');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
