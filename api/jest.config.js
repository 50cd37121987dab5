import { jestConfig } from '../tooling/jest.js';

// API tests run on the embedded PGlite, and again on PostgreSQL when DATABASE_URL is set.
// Each file opens a real database (PGlite starts in about 2 s, more on a busy machine) and hashes
// passwords with argon2: jest's 5 s default for hooks is too tight, so the limit is 30 s.
const base = { ...jestConfig({ environment: 'node' }), testTimeout: 30_000 };
const project = (displayName, testDatabase) => ({ ...base, displayName, globals: { testDatabase } });

export default {
  projects: [
    project('api · pglite', 'pglite'),
    ...(process.env.DATABASE_URL ? [project('api · postgresql', process.env.DATABASE_URL)] : []),
  ],
};
