// The workspace as the shared tooling sees it: where its root is and which packages are front ends.
import path from 'node:path';

export const workspaceRoot = path.resolve(import.meta.dirname, '..');

/**
 * Packages whose `src/` runs in the browser. Their antd imports make up the shared antd build
 * (shared-exports.js) and lint holds them to the front-end rules (eslint.config.js).
 */
export const FRONT_END_PACKAGES = ['host', 'remote-lotto', 'remote-demo', 'shared-auth'];
