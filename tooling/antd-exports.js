// antd is shared tree-shaken, and every app must declare the same list of used exports (the union
// of all apps' imports) or an app whose export is missing from the loaded copy crashes. The list
// is therefore derived from the sources of every app at build time, never written by hand.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FRONT_END_PACKAGES } from './workspace.js';

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Names imported from 'antd' in one source text (`import { A, B as C } from 'antd'`). */
export function antdImportsOf(source) {
  const names = [];
  for (const [, list] of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]antd['"]/g)) {
    for (const part of list.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
      if (name && !part.trim().startsWith('type ')) names.push(name);
    }
  }
  return names;
}

export function antdUsedExports(workspaceRoot) {
  const names = new Set();
  for (const pkg of FRONT_END_PACKAGES) {
    for (const file of sourceFiles(path.join(workspaceRoot, pkg, 'src'))) {
      for (const name of antdImportsOf(readFileSync(file, 'utf8'))) names.add(name);
    }
  }
  return [...names].sort();
}
