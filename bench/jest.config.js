import { jestConfig } from '@tanghuay/tooling/jest';

// One test file, the draw night at CI size (draw-night.test.ts): the API as its own process on a
// fresh database (PostgreSQL when DATABASE_URL is set, else PGlite), a few minutes at most.
export default { ...jestConfig({ environment: 'node' }), testMatch: ['<rootDir>/*.test.ts'], testTimeout: 10 * 60_000 };
