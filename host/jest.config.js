import { jestConfig } from '../tooling/jest.js';

export default {
  ...jestConfig({ environment: 'jsdom' }),
  testMatch: ['<rootDir>/{src,server}/**/*.test.ts?(x)'],
};
