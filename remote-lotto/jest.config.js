import { jestConfig } from '@tanghuay/tooling/jest';

export default jestConfig({ environment: 'jsdom', setupFiles: ['<rootDir>/src/testing/jsdom-setup.ts'], globals: { __APP_VERSION__: 'test' } });
