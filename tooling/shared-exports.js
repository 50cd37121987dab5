// Some shared libraries are shared tree-shaken (TREE_SHAKEN): the copy a page loads holds only the
// exports the apps use. Every app must declare the same list of used exports (the
// union of all apps' imports) or an app whose export is missing from the loaded copy crashes. The
// list is therefore derived from the sources of every app at build time, never written by hand;
// lint insists on named imports of these libraries (eslint.config.js).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FRONT_END_PACKAGES } from './workspace.js';

/**
 * Shared libraries whose loaded copy holds only the exports the apps import: each is one file every
 * member's first visit downloads, most of it unused otherwise (docs/performance.md, "First visit").
 * react-router-dom brings the parts of react-router it uses inside its own copy (no app imports
 * react-router itself, and it is not shared on its own).
 */
export const TREE_SHAKEN = ['antd', 'react-router-dom', 'rxjs', '@casl/ability'];

/**
 * Whether a file under an app's src/ is part of what it ships: tests (`*.test.ts(x)`) and test
 * helpers (`testing/` folders) run in jest, never against the shared copy, so what they import
 * does not enlarge it.
 * @param {string} relativePath the file's path below src/
 */
export function isShippedSource(relativePath) {
  return /\.tsx?$/.test(relativePath) && !/\.test\.tsx?$/.test(relativePath) && !relativePath.split(/[\\/]/).includes('testing');
}

function* sourceFiles(dir, root = dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full, root);
    else if (isShippedSource(path.relative(root, full))) yield full;
  }
}

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Names imported from `library` in one source text (`import { A, B as C } from 'library'`), types left out. */
export function namedImportsOf(source, library) {
  const names = [];
  const imports = new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${escaped(library)}['"]`, 'g');
  for (const [whole, list] of source.matchAll(imports)) {
    if (/^import\s+type\s/.test(whole)) continue;
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** Every name the front ends' sources import from `library`, sorted. */
export function usedExports(workspaceRoot, library) {
  const names = new Set();
  for (const pkg of FRONT_END_PACKAGES) {
    for (const file of sourceFiles(path.join(workspaceRoot, pkg, 'src'))) {
      for (const name of namedImportsOf(readFileSync(file, 'utf8'), library)) names.add(name);
    }
  }
  return [...names].sort();
}
