import { jestConfig } from '@tanghuay/tooling/jest';

export default jestConfig({ environment: 'jsdom', setupFiles: ['@tanghuay/shared-auth/testing/jsdom'] });
