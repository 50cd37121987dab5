import { jestConfig } from '@tanghuay/tooling/jest';

export default jestConfig({ environment: 'node' });
