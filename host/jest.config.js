import { jestConfig } from '@tanghuay/tooling/jest';

export default {
  ...jestConfig({ environment: 'jsdom', setupFiles: ['<rootDir>/src/testing/jsdom-setup.ts'] }),
  testMatch: ['<rootDir>/{src,server}/**/*.test.ts?(x)'],
};
