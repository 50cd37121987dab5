import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { jestConfig } from '../tooling/jest.js';

// API tests that open a database run on the embedded PGlite, and again on PostgreSQL when
// DATABASE_URL is set; the files that open none (pure rules) run once, in "api · unit"
// (docs/testing.md#api-tests).
// Each file opens a real database (PGlite starts in about 2 s, more on a busy machine) and hashes
// passwords with argon2: jest's 5 s default for hooks is too tight, so the limit is 30 s (a
// top-level option: jest ignores testTimeout inside a project).
// maxWorkers belongs to the root configuration, not to a project (it is set below).
const { maxWorkers: _everyCore, ...base } = jestConfig({ environment: 'node' });

const root = import.meta.dirname;
/**
 * What a file imports that can open a database: the test helpers (api/src/testing/, a module's
 * testing.ts), anything under db/, the app or the server. A file importing none of them is a unit
 * file; one that reaches a database anyway fails there, since the test database helper refuses to
 * load without a database (src/testing/test-database.ts).
 */
const DATABASE_IMPORT = /(^|\/)(testing(\/|\.ts$)|db\/|app\.ts$|server\.ts$)/;
const importsOf = (source) => [...source.matchAll(/\b(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]);
const opensNoDatabase = (file) => !importsOf(readFileSync(path.join(root, file), 'utf8')).some((name) => DATABASE_IMPORT.test(name));
const unitFiles = globSync('src/**/*.test.ts', { cwd: root }).filter(opensNoDatabase).sort();
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const databaseProject = (displayName, testDatabase) => ({
  ...base,
  displayName,
  globals: { testDatabase },
  testPathIgnorePatterns: ['/node_modules/', ...unitFiles.map((file) => `^${escape(path.join(root, file))}$`)],
});

// Two files at a time: a file spends much of its time waiting on the database (PostgreSQL is another
// process), so two workers on a 2-core machine finish sooner (payments + slips: 82 s → 56 s).
export default {
  testTimeout: 30_000,
  maxWorkers: 2,
  projects: [
    { ...base, displayName: 'api · unit', testMatch: unitFiles.map((file) => `<rootDir>/${file}`) },
    databaseProject('api · pglite', 'pglite'),
    ...(process.env.DATABASE_URL ? [databaseProject('api · postgresql', process.env.DATABASE_URL)] : []),
  ],
};
