/** One Jest configuration for the whole repository: unit specs, integration specs and browser journeys. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@praxisnah/contracts$': '<rootDir>/contracts/src/index.ts',
    '^@praxisnah/contracts/messages/(\\w+)$': '<rootDir>/contracts/src/messages/catalogue/$1.ts',
    '^@praxisnah/read-models$': '<rootDir>/read-models/src/index.ts',
    // The web client's own alias (web/tsconfig.json); no other workspace uses it.
    '^@/(.*)$': '<rootDir>/web/src/$1',
  },
  // meilisearch and NestJS 12 ship ES modules; Jest's CommonJS runtime needs them transformed like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(meilisearch|@nestjs)/)'],
  testEnvironment: 'node',
  rootDir: __dirname,
};

module.exports = {
  testSequencer: '<rootDir>/infra/testing/test-sequencer.mjs',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{contracts,read-models,api,workers,web}/src/**/*.spec.{ts,tsx}',
        '<rootDir>/infra/**/*.spec.ts',
        '<rootDir>/bench/**/*.spec.ts',
      ],
      // *.slow.spec.ts: unit specs that take tens of seconds; CI runs them, TEST_SKIP_SLOW=1 leaves them out locally.
      testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_SKIP_SLOW ? ['\\.slow\\.spec\\.ts$'] : [])],
      setupFiles: ['<rootDir>/infra/testing/unit-env.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/{api,workers,infra}/test/**/*.int-spec.ts'],
      setupFiles: ['<rootDir>/infra/testing/load-test-env.ts'],
      setupFilesAfterEnv: ['<rootDir>/infra/testing/long-timeouts.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/web/e2e/**/*.e2e.ts'],
      setupFiles: ['<rootDir>/infra/testing/load-test-env.ts'],
      setupFilesAfterEnv: ['<rootDir>/infra/testing/long-timeouts.ts'],
    },
  ],
};
