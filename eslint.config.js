// One lint setup for the whole workspace.
import js from '@eslint/js';
import { boundaries } from '@tanghuay/tooling/eslint/boundaries';
import { TREE_SHAKEN } from '@tanghuay/tooling/shared-exports';
import { FRONT_END_PACKAGES } from '@tanghuay/tooling/workspace';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tools/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: FRONT_END_PACKAGES.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Some libraries are shared tree-shaken from a list generated from named imports (tooling/shared-exports.js).
      'no-restricted-syntax': [
        'error',
        ...TREE_SHAKEN.map((library) => ({
          selector: `ImportDeclaration[source.value='${library}'] > :matches(ImportDefaultSpecifier, ImportNamespaceSpecifier)`,
          message: `Import ${library} by name (import { A } from '${library}'): its shared build lists the names used.`,
        })),
      ],
    },
  },
  // Features do not import each other or the app; API modules reach each other through index.ts.
  ...boundaries(),
  {
    // One `test` for every journey: its fixture fails a test on any Content-Security-Policy violation.
    files: ['e2e/specs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from '../support/test.ts'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**'],
    languageOptions: { globals: globals.jest },
  },
);
