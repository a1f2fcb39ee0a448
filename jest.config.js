/** Jest: ts-jest with isolated modules (tsc type-checks separately); the browser-like environment
 * is jest-fixed-jsdom (Node's fetch and streams inside jsdom); server tests opt into node. */
const esmOnly = [
  'react-intl',
  'intl-messageformat',
  '@formatjs',
  'msw',
  '@mswjs',
  'rettime',
  'until-async',
  '@open-draft',
  'cookie',
  'antd-mobile',
  'js-cookie',
  'uuid',
  'nanoid',
  'headers-polyfill',
  'strict-event-emitter',
  'content-disposition',
  'outvariant',
  'is-node-process',
  'fast-check',
  'pure-rand',
];
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: ['<rootDir>/__tests__/**/*.test.ts', '<rootDir>/__tests__/**/*.test.tsx'],
  transform: {
    '^.+\\.m?[tj]sx?$': [
      'ts-jest',
      {
        tsconfig: {
          isolatedModules: true,
          jsx: 'react-jsx',
          allowJs: true,
          module: 'commonjs',
          esModuleInterop: true,
          rootDir: '.',
        },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    // Style sheets first: '@/components/lists.css' must not reach the path alias below.
    '\\.(css|less)$': '<rootDir>/__tests__/support/styleStub.js',
    // Jest has no webpack, Worker or import.meta: the Flow Lab finds machines by reading machines/ and lays
    // its diagrams out in-process.
    '(^|/)flowlab/machineContext$|^[.]/machineContext$': '<rootDir>/__tests__/flowlab/support/machineModules.ts',
    '(^|/)flowlab/elkClient$|^[.]/elkClient$': '<rootDir>/__tests__/flowlab/support/elkClient.ts',
    // The drawn screens' declarations, found by webpack in the app, by reading the folders under Jest.
    '(^|/)early/declared(Reads|Lists)$|^[.]/declared(Reads|Lists)$|(^|/)app/drawnAt$|^[.]/drawnAt$':
      '<rootDir>/__tests__/support/declared.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@machines/(.*)$': '<rootDir>/machines/$1',
    // An area's texts (`?area=<area>`, i18n/areas.ts) come from the whole catalog under Jest.
    '^@i18n/(\\w+)\\.json\\?area=.*$': '<rootDir>/i18n/$1.json',
    '^@i18n/(.*)$': '<rootDir>/i18n/$1',
  },
  testEnvironmentOptions: { customExportConditions: [''] },
  // A phone that prefers zh-CN, as the browser suite's: the app's default language when none is chosen.
  setupFiles: ['<rootDir>/__tests__/support/phoneLanguage.ts'],
  maxWorkers: 2,
  // CI machines have two cores shared with the browser suite's build; real-HTTP tests need headroom.
  testTimeout: 20_000,
};
