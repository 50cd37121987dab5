// The import boundaries of docs/architecture.md#module-boundaries, as lint rules. The zones of
// import-x/no-restricted-paths are generated from the folders on disk, so a new feature or API
// module is covered without editing anything here.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { FRONT_END_PACKAGES, workspaceRoot } from '../workspace.js';

const API_SRC = 'api/src';
const API_MODULES = `${API_SRC}/modules`;
/** Where no file may import itself through others: the API and the session library every app shares. */
const CYCLE_FREE = [API_SRC, 'shared-auth/src', 'lottery-rules/src'];

/** The entries of a folder given relative to the workspace root; none when it does not exist. */
function entries(dir) {
  const full = path.join(workspaceRoot, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
}

const subfolders = (dir) => entries(dir).filter((entry) => entry.isDirectory()).map((entry) => `${dir}/${entry.name}`);
const others = (all, one) => all.filter((item) => item !== one);

/**
 * A front end's layers: shared code (components/, lib/) flows into features, features into the
 * app (app/ and the entry files at the top of src/, such as routes.tsx). A feature never imports
 * another feature.
 */
function frontEndZones(pkg) {
  const src = `${pkg}/src`;
  const features = subfolders(`${src}/features`);
  if (features.length === 0) return [];
  const app = entries(src)
    .filter((entry) => (entry.isDirectory() ? entry.name === 'app' : /(?<!\.test)\.tsx?$/.test(entry.name)))
    .map((entry) => `${src}/${entry.name}`);
  const shared = ['components', 'lib'].map((name) => `${src}/${name}`).filter((dir) => existsSync(path.join(workspaceRoot, dir)));
  return [
    ...(app.length > 0 ? [{ target: `${src}/features`, from: app, message: 'features must not import the app' }] : []),
    ...shared.map((dir) => ({ target: dir, from: `${src}/features`, message: 'shared code must not import features' })),
    ...features
      .filter((feature) => others(features, feature).length > 0)
      .map((feature) => ({
        target: feature,
        from: others(features, feature),
        message: 'features must not import each other: move what both need to lib/ or components/',
      })),
  ];
}

/** Every API module is reached from outside it (other modules, app.ts, plugins/, lib/, db/, tests...) only through its index.ts (tests also through its testing.ts). */
function apiZones() {
  const modules = subfolders(API_MODULES);
  const outsideModules = entries(API_SRC)
    .filter((entry) => entry.name !== 'modules')
    .map((entry) => `${API_SRC}/${entry.name}`);
  return modules
    .map((module) => ({
      target: [...others(modules, module), ...outsideModules],
      from: module,
      // testing.ts: the module's helpers for tests, open to tests and test helpers only (the fence below).
      except: ['./index.ts', './testing.ts'],
      message: `import the ${path.basename(module)} module through its index.ts`,
    }))
    .filter((zone) => zone.target.length > 0);
}

/** Test code: tests, the helpers beside them (testing.ts, testing/) and the API's reliability suite. */
const TEST_CODE = ['**/*.test.{ts,tsx}', '**/testing.ts', '**/testing/**', `${API_SRC}/reliability/**`];
/** Code that runs in production: the apps' sources, the API, the gateway and the static server. */
const PRODUCTION = [
  ...FRONT_END_PACKAGES.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
  `${API_SRC}/**/*.ts`,
  'lottery-rules/src/**/*.ts',
  'gateway/src/**/*.ts',
  'tooling/server/**/*.ts',
];
/** An import of test code, by its specifier: a testing.ts, a testing/ folder (a package's ./testing entries too), the reliability suite. */
export const TEST_CODE_IMPORT = /(^|\/)(testing(\.tsx?)?|reliability)(\/|$)/;

/** Every zone of import-x/no-restricted-paths, with paths relative to the workspace root. */
export function boundaryZones() {
  return [...FRONT_END_PACKAGES.flatMap(frontEndZones), ...apiZones()];
}

/**
 * The rules both ends share (lottery-rules/) depend on nothing of the workspace: the API, the bet
 * screens and the bench import them, never the other way round.
 */
const SHARED_RULES = 'lottery-rules';
const sharedRulesZone = {
  target: SHARED_RULES,
  from: '.',
  except: [`./${SHARED_RULES}`],
  message: 'the shared lottery rules import nothing of the workspace (docs/architecture.md#parts)',
};

/** Flat-config blocks enforcing the boundaries, for eslint.config.js (which registers import-x). */
export function boundaries() {
  return [
    {
      files: [...FRONT_END_PACKAGES.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`), `${API_SRC}/**/*.ts`],
      rules: {
        // basePath: the zones are relative to the workspace root wherever eslint is started from.
        'import-x/no-restricted-paths': ['error', { basePath: workspaceRoot, zones: boundaryZones() }],
      },
    },
    {
      files: CYCLE_FREE.map((dir) => `${dir}/**/*.{ts,tsx}`),
      // Nothing imports a test file, so no cycle can run through one; skipping them saves lint time.
      ignores: CYCLE_FREE.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
      // import-x follows only .js files unless told otherwise; these packages are TypeScript.
      settings: { 'import-x/extensions': ['.ts', '.tsx', '.js'] },
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
    {
      files: PRODUCTION,
      ignores: TEST_CODE,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: TEST_CODE_IMPORT.source,
                message: 'Test helpers are for tests only: production code must not import them.',
              },
            ],
          },
        ],
      },
    },
    {
      files: [`${SHARED_RULES}/src/**/*.ts`],
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: workspaceRoot, zones: [sharedRulesZone] }] },
    },
  ];
}
