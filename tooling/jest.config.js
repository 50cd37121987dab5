import { jestConfig } from './jest.js';

export default {
  ...jestConfig({ environment: 'node' }),
  // The tooling's files are not under src/; its tests sit beside them.
  testMatch: ['<rootDir>/**/*.test.ts'],
  // The lint tests load the whole workspace's ESLint setup first.
  testTimeout: 60_000,
};
