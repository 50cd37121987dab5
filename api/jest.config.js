import { jestConfig } from '../tooling/jest.js';

// API tests run on the embedded PGlite, and again on PostgreSQL when DATABASE_URL is set.
// Each file opens a real database (PGlite starts in about 2 s, more on a busy machine) and hashes
// passwords with argon2: jest's 5 s default for hooks is too tight, so the limit is 30 s (a
// top-level option: jest ignores testTimeout inside a project).
// maxWorkers belongs to the root configuration, not to a project (it is set below).
const { maxWorkers: _everyCore, ...base } = jestConfig({ environment: 'node' });
const project = (displayName, testDatabase) => ({ ...base, displayName, globals: { testDatabase } });

// Two files at a time: a file spends much of its time waiting on the database (PostgreSQL is another
// process), so two workers on a 2-core machine finish sooner (payments + slips: 82 s → 56 s).
export default {
  testTimeout: 30_000,
  maxWorkers: 2,
  projects: [
    project('api · pglite', 'pglite'),
    ...(process.env.DATABASE_URL ? [project('api · postgresql', process.env.DATABASE_URL)] : []),
  ],
};
