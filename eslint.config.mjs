// The house's boundaries, checked rather than remembered (docs/architecture.md#layers): which layer may import
// which, features never import each other, the reference server stays apart from the app, no import cycles.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Layers from the top: each may import only what stands below it. */
const below = {
  app: [],
  // What runs before the framework (src/early): the early script, the figure fillers and what they alone read.
  early: ['./src/app', './src/features', './src/components', './src/flow'],
  features: ['./src/app'],
  components: ['./src/app', './src/features'],
  flow: ['./src/app', './src/features', './src/components'],
  state: ['./src/app', './src/features', './src/components', './src/flow'],
  api: ['./src/app', './src/features', './src/components', './src/flow', './src/state'],
  lib: ['./src/app', './src/features', './src/components', './src/flow', './src/state', './src/api'],
};

/** Layers the early script's files may not be imported by: the app never waits for, nor carries, them. */
const beforeTheApp = ['app', 'features', 'components', 'flow', 'state', 'api', 'lib'].map((layer) => ({
  // A drawn screen's declaration (<screen>.drawn.ts, src/early/declaration.ts) is the early shell's, beside its screen.
  target: layer === 'features' ? './src/features/**/!(*.drawn).{ts,tsx}' : `./src/${layer}`,
  from: './src/early',
  message: 'src/early runs before the framework and is not part of the app: move what both need to src/lib.',
}));

const zones = [
  ...beforeTheApp,
  ...Object.entries(below).flatMap(([layer, forbidden]) =>
    forbidden.map((from) => ({
      target: `./src/${layer}`,
      from,
      message: `src/${layer} stands below ${from.slice(6)}: move what both need down a layer.`,
    })),
  ),
  // Features compose in src/app; what two of them share moves down to components, flow, state or lib.
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other: move what both need below the features.',
  })),
  // Machines are pure: xstate and the pure helpers of src/lib only.
  { target: './machines', from: './src', except: ['./lib'], message: 'Machines import only xstate and src/lib.' },
  { target: './machines', from: './server', message: 'Machines import only xstate and src/lib.' },
  { target: './src', from: './server', message: 'The app knows the platform only through its API.' },
  { target: './server', from: './src', message: 'The reference server does not depend on the app.' },
  // Business rules know nothing of HTTP.
  { target: './server/rules', from: './server/http', message: 'Rules are free of the HTTP layer.' },
  { target: './server/rules', from: './server/routes', message: 'Rules are free of the HTTP layer.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', '.bench/**', 'data/**', 'scripts/tmp/**'] },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'server/**/*.ts', 'e2e/**/*.ts', '__tests__/**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a parameter a signature requires but the body does not use (typed
      // placeholder actions); a rest sibling is how a field is left out of an object.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Tests read the API's JSON answers untyped and assert their shape; a wrong shape fails the assertion.
    files: ['e2e/**/*.ts', '__tests__/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', '__tests__/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    rules: {
      // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable): a labelled
      // region may take the tab stop.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'server/**/*.ts'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The early script and its fillers run before the framework has downloaded: a framework import would put the
    // framework in the page's first bytes (a test follows the imports through every file they reach).
    files: ['src/early/**/*.ts', 'src/features/**/*.drawn.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                'redux',
                '@reduxjs/*',
                'big.js',
                'antd-mobile',
                'antd-mobile/*',
                'xstate',
              ],
              allowTypeImports: true,
              message:
                'src/early runs before the framework: no React, Redux, big.js, react-intl, antd-mobile or xstate.',
            },
          ],
        },
      ],
    },
  },
);
