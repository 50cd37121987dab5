// What a rollback goes back to: the versions of a remote made live one after another and not rolled
// back since, read from the release history (docs/architecture.md, "Remote releases").
import type { ReleaseAction } from './tables.ts';

/** The history's entries that change the live version, oldest first. */
export interface LiveChange {
  action: ReleaseAction;
  version: string | null;
}

/**
 * The live stack, oldest first: the last is live, the one before it is where a rollback goes. A
 * promotion adds its version (unless it is the last already); a rollback takes the last away and
 * ends on the version it made live. Other entries (canary, pins) change nothing.
 */
export function liveStack(history: readonly LiveChange[]): string[] {
  const stack: string[] = [];
  for (const { action, version } of history) {
    if ((action !== 'promote' && action !== 'rollback') || version === null) continue;
    if (action === 'rollback') stack.pop();
    if (stack.at(-1) !== version) stack.push(version);
  }
  return stack;
}
