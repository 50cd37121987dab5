import { jestConfig } from '../tooling/jest.js';

export default jestConfig({ environment: 'node' });
