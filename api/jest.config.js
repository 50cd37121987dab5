import { jestConfig } from '../tooling/jest.js';

// API tests run on the embedded PGlite, and again on PostgreSQL when DATABASE_URL is set.
const base = jestConfig({ environment: 'node' });
const project = (displayName, testDatabase) => ({ ...base, displayName, globals: { testDatabase } });

export default {
  projects: [
    project('api · pglite', 'pglite'),
    ...(process.env.DATABASE_URL ? [project('api · postgresql', process.env.DATABASE_URL)] : []),
  ],
};
