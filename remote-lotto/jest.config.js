import { jestConfig } from '@tanghuay/tooling/jest';

export default jestConfig({ environment: 'jsdom', globals: { __APP_VERSION__: 'test' } });
