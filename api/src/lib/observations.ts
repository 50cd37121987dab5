// What the work under way did, for the metrics (docs/architecture.md#metrics-and-logs): modules
// note a slip placed, the ledger transfers they posted, a settlement, where it happens, without
// knowing who counts it. Each request (plugins/metrics.ts) and each tick of the lottery clock runs
// in a scope of its own; what was noted in it is recorded only once the whole work succeeded, so
// nothing is counted for a transaction that rolled back. Notes outside a scope are dropped.
import { AsyncLocalStorage } from 'node:async_hooks';

export type Observation =
  | { type: 'slip_placed' }
  | { type: 'transfers'; kinds: readonly string[] }
  | { type: 'settlement'; seconds: number; items: number }
  | { type: 'remote_beacon'; remote: string; version: string; kind: 'load' | 'failed' | 'error' }
  | { type: 'canary_stopped'; remote: string };

/** Takes what a piece of work noted, once it succeeded. */
export type Recorder = (observations: readonly Observation[]) => void;

const scope = new AsyncLocalStorage<Observation[]>();

/** Notes what the work under way did. */
export function observe(observation: Observation): void {
  scope.getStore()?.push(observation);
}

/** Calls `next` (and everything it starts) in the scope whose notes go to `observations`. */
export function noteInto<T>(observations: Observation[], next: () => T): T {
  return scope.run(observations, next);
}

/** Runs `work` in a scope of its own and hands `record` what it noted, if it succeeds. */
export async function observed<T>(record: Recorder, work: () => Promise<T>): Promise<T> {
  const observations: Observation[] = [];
  const result = await noteInto(observations, work);
  record(observations);
  return result;
}
