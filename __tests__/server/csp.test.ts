import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { openDb } from '../../server/db/open';
import { makeClock } from '../../server/lib/time';
import { inlineScriptHashes } from '../../server/http/csp';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
const EARLY = 'document.title="x";fetch("app-config.json")';
const page = (code: string) =>
  `<!doctype html><html><head><script type=application/json id=entry-files>[{"src":"js/main.js"}]</script>` +
  `<script src=js/main.js defer></script></head><body><script>${code}</script></body></html>`;

describe('the pages’ Content-Security-Policy', () => {
  it('hashes the inline scripts a browser runs, not data blocks or scripts with a file', () => {
    expect(inlineScriptHashes(page(EARLY))).toEqual([sha(EARLY)]);
    expect(inlineScriptHashes('<script type="module">a()</script><script type="text/plain">b</script>')).toEqual([
      sha('a()'),
    ]);
  });

  describe('served with a build', () => {
    let dir: string;
    let url: string;
    let close: () => Promise<void>;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'csp-'));
      writeFileSync(join(dir, 'index.html'), page(EARLY));
      const clock = makeClock();
      const { app } = await buildApp({ db: openDb(':memory:', clock), clock, staticDir: dir });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const addr = app.server.address();
      url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
      close = () => app.close();
    });
    afterAll(async () => {
      await close();
      rmSync(dir, { recursive: true, force: true });
    });

    const scriptSrc = async () => {
      const res = await fetch(`${url}/`);
      await res.text();
      const policy = res.headers.get('content-security-policy') ?? '';
      return policy
        .split(';')
        .find((d) => d.trim().startsWith('script-src'))
        ?.trim();
    };

    it("allows this origin's files and the page's own early script by its hash, never any inline script", async () => {
      expect(await scriptSrc()).toBe(`script-src 'self' ${sha(EARLY)}`);
    });

    it('follows a new build written under the running server', async () => {
      const next = 'document.title="y"';
      writeFileSync(join(dir, 'index.html'), page(next));
      const later = new Date(Date.now() + 5000);
      utimesSync(join(dir, 'index.html'), later, later);
      expect(await scriptSrc()).toBe(`script-src 'self' ${sha(next)}`);
    });
  });
});
