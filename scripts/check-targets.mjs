// The build against the browsers package.json's browserslist declares: every script the build emits (bundles,
// the service worker, the layout worker, index.html's inline scripts) parses at their level and uses no built-in
// they lack (es-check), and every style sheet (the CSS files, index.html's inline styles, the style attributes of
// the drawn screens) uses no CSS feature they lack without a fallback (doiuse, over caniuse's data).
// Usage: node scripts/check-targets.mjs [dist]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postcss from 'postcss';
import doiuse from 'doiuse';

const dist = process.argv[2] ?? 'dist';
const browsers = JSON.parse(readFileSync('package.json', 'utf8')).browserslist;
const files = (dir, ext) =>
  readdirSync(join(dist, dir))
    .filter((f) => f.endsWith(ext))
    .map((f) => join(dist, dir, f));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const shells = files('shells', '.html').map((f) => readFileSync(f, 'utf8'));

// Scripts. Intl.DurationFormat is named in react-intl's formatDuration, which checks that it exists before it
// builds one and which the app never calls: present in the code, never run where it is missing.
const JS_ALLOWED = ['IntlDurationFormat'];
const scratch = mkdtempSync(join(tmpdir(), 'targets-'));
// Data blocks (type=application/json) are not scripts; every other inline script is.
const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((m, i) => {
  const file = join(scratch, `inline-${i + 1}.js`);
  writeFileSync(file, m[1]);
  return file;
});
const scripts = [...files('js', '.js'), ...files('media', '.js'), join(dist, 'sw.js'), ...inline];
const es = spawnSync(
  'npx',
  [
    'es-check',
    'checkBrowser',
    ...scripts,
    '--checkFeatures',
    `--browserslistQuery=${browsers.join(', ')}`,
    `--ignore=${JS_ALLOWED.join(',')}`,
    '--quiet',
  ],
  { encoding: 'utf8' },
);
rmSync(scratch, { recursive: true, force: true });
const jsOk = es.status === 0;
console.log(
  jsOk
    ? `scripts: ${scripts.length} files parse and run at the declared browsers' level`
    : `scripts: ${es.stdout}${es.stderr}`,
);

// Style sheets. A declaration with a feature caniuse marks partial or missing passes when the same rule declares
// the property before it in a form every declared browser reads (the fallback a browser keeps when it drops the
// newer one), or when its feature is listed here with the reason it does no harm; each entry judges the
// declaration itself, so a new use of the same feature is judged again.
const CSS_ALLOWED = {
  // Safari before 16 lacks only `overflow: clip` and two-value `overflow`: the app uses one keyword of the others.
  'css-overflow': (d) => /^(hidden|auto|scroll|visible)$/.test(d.value.trim()),
  // min-content and max-content are unprefixed in every declared browser; only fit-content and stretch are not.
  'intrinsic-width': (d) => /^(min|max)-content$/.test(d.value.trim()),
  // A phone has no pointer to show a cursor for: cursors are for the Flow Lab on a desk.
  'css3-cursors': (d) => d.prop === 'cursor',
  'css3-cursors-grab': (d) => d.prop === 'cursor',
  // `column-gap` of a flex or grid layout (every declared browser), not of a multi-column one.
  multicolumn: (d) => d.prop === 'column-gap' && /display:\s*(inline-)?(flex|grid)/.test(d.parent?.toString() ?? ''),
  // A textarea's resize handle is an offer where there is one; a phone types into the box as it is.
  'css-resize': (d) => d.prop === 'resize',
  // Desktop Safari has no touch gestures to steer; iOS Safari, where they are, reads touch-action.
  'css-touch-action': (d) => d.prop === 'touch-action',
  // Stops a scroll at a panel's edge from moving the page behind it; without it the page moves too, nothing breaks.
  'css-overscroll-behavior': (d) => d.prop.startsWith('overscroll-behavior'),
  // A font list goes on to the next family where one is unknown (ui-monospace → Menlo, Consolas, monospace).
  'extended-system-fonts': (d) => d.prop === 'font-family' && d.value.includes(','),
  // Skips drawing rows out of view where it is read; elsewhere they are drawn, as before.
  'css-content-visibility': (d) => d.prop === 'content-visibility' && d.value.trim() === 'auto',
  // Hidden scrollbars: the same selectors hide WebKit's with ::-webkit-scrollbar.
  'css-scrollbar': (d) => d.prop === 'scrollbar-width' && webkitScrollbarHidden(d),
};

/** Whether the rule declares the same property (or its -webkit- form) before this declaration. */
function hasFallback(d) {
  const before = [];
  d.parent?.each((n) => {
    if (n === d) return false;
    if (n.type === 'decl') before.push(n.prop);
    return undefined;
  });
  return before.includes(d.prop) || before.includes(`-webkit-${d.prop}`);
}

let hiddenWebkitBars = new Set();
function webkitScrollbarHidden(d) {
  const selectors = (d.parent?.selector ?? '').split(',').map((x) => x.trim());
  return selectors.every((x) => hiddenWebkitBars.has(`${x}::-webkit-scrollbar`));
}

const sheets = [
  ...files('css', '.css').map((f) => ({ from: f, css: readFileSync(f, 'utf8') })),
  {
    from: 'index.html <style>',
    css: [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n'),
  },
  {
    from: 'style attributes',
    css: [html, ...shells]
      .flatMap((h) => [...h.matchAll(/\sstyle="([^"]*)"/g)].map((m, i) => `.attr-${i}{${m[1]}}`))
      .join('\n'),
  },
];
const problems = [];
for (const sheet of sheets) {
  hiddenWebkitBars = new Set();
  postcss.parse(sheet.css).walkRules((rule) => {
    if (rule.some((n) => n.type === 'decl' && n.prop === 'display' && n.value === 'none'))
      for (const x of rule.selectors) if (x.endsWith('::-webkit-scrollbar')) hiddenWebkitBars.add(x);
  });
  const found = [];
  await postcss([doiuse({ browsers, onFeatureUsage: (u) => found.push(u) })]).process(sheet.css, { from: undefined });
  for (const u of found) {
    const allow = CSS_ALLOWED[u.feature];
    if (hasFallback(u.usage) || allow?.(u.usage)) continue;
    problems.push(`${sheet.from}: ${u.usage?.toString()} — ${u.message}`);
  }
}
console.log(
  problems.length
    ? `style sheets: ${problems.length} uses the declared browsers lack:\n  ${problems.join('\n  ')}`
    : `style sheets: ${sheets.length} sources use nothing the declared browsers lack without a fallback`,
);
process.exit(jsOk && problems.length === 0 ? 0 : 1);
