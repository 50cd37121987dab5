import { jestConfig } from '../tooling/jest.js';

export default {
  ...jestConfig({ environment: 'jsdom', setupFiles: ['<rootDir>/src/testing/jsdom-setup.ts'] }),
  testMatch: ['<rootDir>/{src,server}/**/*.test.ts?(x)'],
};
