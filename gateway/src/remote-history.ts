// The memory of remote releases: every promotion and rollback, appended to a JSON file beside the
// registry (remotes.json → remotes-history.json), so that `pnpm remotes list` tells who made each
// version live and when, and `pnpm remotes rollback` knows what was live before.
// docs/architecture.md, "Swapping a remote version without redeploying the host".
import path from 'node:path';
import type { RemoteName } from '@tanghuay/shared-auth/contract';
import { readJson, writeJson } from './json-file.ts';

/** One change of a remote's live version. */
export interface Promotion {
  remote: RemoteName;
  version: string;
  /** When, ISO 8601 UTC. */
  at: string;
  /** The operator (`--by`, REMOTES_OPERATOR or the OS user), or "serve" for `npm start`'s own promote. */
  by: string;
  action: 'promote' | 'rollback';
}

/** The history of the registry `registry`: beside it, named after it. */
export function historyFile(registry: string): string {
  const { dir, name } = path.parse(registry);
  return path.join(dir, `${name}-history.json`);
}

/** Every promotion recorded beside `registry`, oldest first. */
export const readHistory = (registry: string): Promise<Promotion[]> => readJson<Promotion[]>(historyFile(registry), []);

export async function recordPromotion(registry: string, promotion: Promotion): Promise<void> {
  await writeJson(historyFile(registry), [...(await readHistory(registry)), promotion]);
}

/**
 * The versions of `remote` made live one after another and not rolled back since, oldest first:
 * the last is live, the one before it is where a rollback goes. A promotion adds its version (unless
 * it is the last already); a rollback takes the last away.
 */
export function liveStack(history: readonly Promotion[], remote: RemoteName): string[] {
  const stack: string[] = [];
  for (const { remote: name, version, action } of history) {
    if (name !== remote) continue;
    if (action === 'rollback') stack.pop();
    if (stack.at(-1) !== version) stack.push(version);
  }
  return stack;
}
