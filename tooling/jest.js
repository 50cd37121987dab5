// One jest setup for every package: native ES modules, TypeScript and JSX through SWC, tests
// beside the code. Packages run jest through `tooling/jest.sh`, which enables Node's VM modules.
/** @param {{ environment: 'node' | 'jsdom', setupFiles?: string[], globals?: Record<string, unknown> }} options */
export function jestConfig({ environment, setupFiles = [], globals = {} }) {
  return {
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: {
      '^.+\\.tsx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2023',
          },
          module: { type: 'es6' },
        },
      ],
    },
    // Every core: jest's default leaves one free, which on a 2-core machine runs the files one at
    // a time (remote-lotto's 565 tests: 58 s on one worker, 39 s on two).
    maxWorkers: '100%',
    setupFilesAfterEnv: setupFiles,
    globals,
    clearMocks: true,
  };
}
