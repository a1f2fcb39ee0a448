import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One endpoint as its area's file defines it: its name, kind, file and the text of its definition. */
export type EndpointSource = { name: string; kind: 'query' | 'mutation'; file: string; body: string };

const API_DIR = join(__dirname, '../../src/api');

/** The text from `open` (an opening bracket at `from`) to its matching closing one. */
function balanced(text: string, from: number, open: string, close: string): number {
  let depth = 0;
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === open) depth += 1;
    else if (text[i] === close && (depth -= 1) === 0) return i + 1;
  }
  throw new Error(`unbalanced ${open} at ${from}`);
}

/**
 * Every endpoint of every `<area>Api.ts`, read from the source: a new one is found without editing any list, so
 * a rule over all reads or all mutations holds for the next one too.
 */
export function apiEndpoints(): EndpointSource[] {
  const found: EndpointSource[] = [];
  for (const file of readdirSync(API_DIR).filter((f) => f.endsWith('Api.ts'))) {
    const text = readFileSync(join(API_DIR, file), 'utf8');
    for (const m of text.matchAll(/(\w+): build\.(query|mutation)</g)) {
      const generic = balanced(text, m.index + m[0].length - 1, '<', '>');
      const end = balanced(text, generic, '(', ')');
      found.push({ name: m[1], kind: m[2] as EndpointSource['kind'], file, body: text.slice(generic, end) });
    }
  }
  return found;
}
