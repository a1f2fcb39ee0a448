/** Jest: ts-jest with isolated modules (tsc type-checks separately); the browser-like environment
 * is jest-fixed-jsdom (Node's fetch and streams inside jsdom); server tests opt into node. */
const esmOnly = [
  'react-intl', 'intl-messageformat', '@formatjs', 'msw', '@mswjs', 'rettime', 'until-async',
  '@open-draft', 'cookie', 'antd-mobile', 'js-cookie', 'uuid', 'nanoid', 'headers-polyfill',
  'strict-event-emitter', 'content-disposition', 'outvariant', 'is-node-process', 'fast-check', 'pure-rand',
];
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: ['<rootDir>/__tests__/**/*.test.ts', '<rootDir>/__tests__/**/*.test.tsx'],
  transform: {
    '^.+\\.m?[tj]sx?$': ['ts-jest', { tsconfig: { isolatedModules: true, jsx: 'react-jsx', allowJs: true, module: 'commonjs', esModuleInterop: true, rootDir: '.' } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@machines/(.*)$': '<rootDir>/machines/$1',
    '^@i18n/(.*)$': '<rootDir>/i18n/$1',
    '\\.(css|less)$': '<rootDir>/__tests__/support/styleStub.js',
  },
  testEnvironmentOptions: { customExportConditions: [''] },
  maxWorkers: 2,
  // CI machines have two cores shared with the browser suite's build; real-HTTP tests need headroom.
  testTimeout: 20_000,
};
