/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// The project's own documents are what code cites: every `docs/<file>.md#<anchor>` names a heading that
// exists, nothing cites a document the repository does not hold, and no comment names a path that is gone.

const ROOT = join(__dirname, '../..');
const CODE_DIRS = ['src', 'machines', 'server', 'e2e', '__tests__', 'bench', 'scripts', 'i18n'];
const ROOT_FILES = ['eslint.config.mjs', 'webpack.config.js', 'playwright.config.ts', 'jest.config.js'];

function codeFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (/\.(ts|tsx|mjs|cjs|js)$/.test(e.name)) out.push(path);
    }
  };
  for (const d of CODE_DIRS) walk(join(ROOT, d));
  return [...out, ...ROOT_FILES.map((f) => join(ROOT, f))];
}

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces to '-'. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(doc: string): Set<string> {
  const text = readFileSync(join(ROOT, 'docs', doc), 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1])));
}

const FILES = codeFiles();
const TEXTS = new Map(FILES.map((f) => [relative(ROOT, f), readFileSync(f, 'utf8')]));
const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;

describe("citations of the project's documents", () => {
  it('finds the code it checks', () => {
    expect(FILES.length).toBeGreaterThan(500);
  });

  it('every docs/<file>.md#<anchor> in code names a heading of an existing document', () => {
    const broken: string[] = [];
    let cited = 0;
    const docs = new Map<string, Set<string> | null>();
    for (const [file, text] of TEXTS)
      for (const m of text.matchAll(/docs\/([\w-]+\.md)(?:#([\w-]+))?/g)) {
        cited += 1;
        const [, doc, anchor] = m;
        if (!docs.has(doc)) docs.set(doc, existsSync(join(ROOT, 'docs', doc)) ? anchorsOf(doc) : null);
        const anchors = docs.get(doc);
        if (!anchors) broken.push(`${file}: docs/${doc} does not exist`);
        else if (anchor && !anchors.has(anchor)) broken.push(`${file}: docs/${doc} has no heading #${anchor}`);
      }
    expect(broken).toEqual([]);
    expect(cited).toBeGreaterThan(100);
  });

  it('no code cites a document the repository does not hold', () => {
    const outside =
      /\b(?:spec|contract) §|§\s?\d|frontend-spec|api-contract|quality-bars|stack-notes|(?<!docs\/)architecture\.md/;
    const found = [...TEXTS].filter(
      ([file, text]) => file !== '__tests__/docs/citations.test.ts' && outside.test(text),
    );
    expect(found.map(([file, text]) => `${file}: ${text.match(outside)![0]}`)).toEqual([]);
  });

  it('anchors are made as GitHub makes them', () => {
    expect(anchorOf('Daily bonus, red packet and wheel')).toBe('daily-bonus-red-packet-and-wheel');
    expect(anchorOf('The member as screens read it')).toBe('the-member-as-screens-read-it');
    expect(anchorOf('Base, language and headers')).toBe('base-language-and-headers');
  });
});

// A path in a comment: a token with a slash whose first part is a folder of the repository (or of src/ or
// server/), or which ends in a source or document extension. Built files (js/, css/ of dist/) and ignored
// folders are not the repository's.
const FIRST = new Set(
  'src server machines e2e __tests__ bench scripts i18n public docs components state api lib features app flow rules routes http db operator sim support sweeps faults flowlab early'.split(
    ' ',
  ),
);
const BUILT = /^(?:js|css|shells|dist|data|test-results|\.bench|scripts\/tmp)\//;
const PATH = /(?<![\w/.:@-])((?:\.{1,2}\/|@\/)?[\w.-]+(?:\/[\w.-]+)+\/?)/g;
const EXTS = ['', '.ts', '.tsx', '.mjs', '.cjs', '.js', '.json', '/index.ts'];

function pathsGone(file: string, text: string): string[] {
  const gone: string[] = [];
  for (const c of text.match(COMMENT) ?? [])
    for (const m of c.matchAll(PATH)) {
      const before = c.slice(Math.max(0, m.index - 8), m.index);
      if (/[a-z]+:\/*$/i.test(before) || /:\/\//.test(m[1])) continue;
      const path = m[1].replace(/[.,;:]+$/, '').replace(/^@\//, 'src/');
      const first = path.replace(/^\.{1,2}\//, '').split('/')[0];
      if (BUILT.test(path)) continue;
      if (!FIRST.has(first) && !/\.(ts|tsx|mjs|cjs|js|json|md|css|html)$/.test(path) && !path.startsWith('.')) continue;
      const here = dirname(join(ROOT, file));
      const bases = [ROOT, join(ROOT, 'src'), join(ROOT, 'server'), join(ROOT, 'e2e'), here, dirname(here)];
      if (!bases.some((b) => EXTS.some((e) => existsSync(join(b, path + e))))) gone.push(`${file}: ${path}`);
    }
  return gone;
}

describe('paths named in comments', () => {
  it('every path a comment names exists', () => {
    // This file's own examples are strings that look like comments.
    const gone = [...TEXTS]
      .filter(([file]) => file !== '__tests__/docs/citations.test.ts')
      .flatMap(([file, text]) => pathsGone(file, text));
    expect(gone).toEqual([]);
  });

  it('a moved or mistyped path is caught, whether from the root, src/, server/ or the file itself', () => {
    const file = 'src/features/mail/MessageScreen.tsx';
    expect(pathsGone(file, '// see components/InfiniteList.tsx and state/memberState')).toEqual([]);
    expect(pathsGone(file, '// see components/drawingShell and ./MailRows, rules/ledger.ts')).toEqual([]);
    expect(pathsGone(file, '// see components/InfiniteLists.tsx')).toEqual([`${file}: components/InfiniteLists.tsx`]);
    expect(pathsGone(file, '/* state/filledList, ./MailRow */')).toEqual([
      `${file}: state/filledList`,
      `${file}: ./MailRow`,
    ]);
    expect(pathsGone(file, '// GET member/message/list and https://example.com/a/b.js')).toEqual([]);
  });
});
