import { jestConfig } from '../tooling/jest.js';

export default jestConfig({ environment: 'jsdom', globals: { __APP_VERSION__: 'test' } });
