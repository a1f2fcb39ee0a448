/**
 * The Content-Security-Policy every HTML answer carries. Scripts run only from this origin, plus the inline
 * scripts the app's index.html holds, each allowed by its SHA-256 (the build writes the early script into the
 * page: scripts/entry-preload-plugin.cjs). Never 'unsafe-inline': an injected script has no hash on the list.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const DIRECTIVES = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
];

/** A script element's type that the browser runs (none, or a JavaScript one); JSON data blocks never run. */
const RUNS = /^(?:|module|(?:text|application)\/(?:java|ecma)script)$/i;

/**
 * The code of each inline script of a page that the browser would run, in page order, exactly as written between
 * the tags (what the browser hashes). The size bar counts the same code (bench/size.mjs).
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attrs, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
    if (RUNS.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) scripts.push(code);
  }
  return scripts;
}

/** The CSP hash source of each inline script of a page that the browser would run, in page order. */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
}

function cspWith(scriptHashes: readonly string[]): string {
  return [`script-src 'self'${scriptHashes.map((h) => ` ${h}`).join('')}`, ...DIRECTIVES].join('; ');
}

/**
 * The policy for the pages served from `staticDir`: its index.html's inline scripts allowed by hash, read again
 * whenever the file changes (a new build under a running server). Without a build, scripts from this origin only.
 */
export function pagePolicy(staticDir: string | null): () => string {
  const file = staticDir ? join(staticDir, 'index.html') : null;
  let seen = '';
  let policy = cspWith([]);
  return () => {
    if (!file) return policy;
    let stamp: string;
    try {
      const st = statSync(file);
      stamp = `${st.mtimeMs}:${st.size}`;
    } catch {
      return policy;
    }
    if (stamp !== seen) {
      policy = cspWith(inlineScriptHashes(readFileSync(file, 'utf8')));
      seen = stamp;
    }
    return policy;
  };
}
