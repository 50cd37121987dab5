// Running a batch of timed calls and printing what it measured: how many, how many per second of
// wall time, and the latency percentiles of the calls.
import { performance } from 'node:perf_hooks';

export interface Figures {
  label: string;
  count: number;
  wallMs: number;
  /** Milliseconds of each call, in any order. */
  latencies: number[];
  /** Anything else worth a column, e.g. "105,735 baht staked". */
  note?: string;
}

/** Runs every task with at most `concurrency` under way; answers each task's milliseconds and the wall time. */
export async function runTimed(
  tasks: readonly (() => Promise<unknown>)[],
  concurrency: number,
): Promise<{ latencies: number[]; wallMs: number }> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      if (!task) return;
      const started = performance.now();
      await task();
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return { latencies, wallMs: performance.now() - started };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const COLUMNS = ['count', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];

export function printFigures(rows: readonly Figures[]): void {
  const width = Math.max(...rows.map((row) => row.label.length));
  const cell = (value: string) => value.padStart(8);
  console.log(`${''.padEnd(width)}  ${COLUMNS.map(cell).join('')}`);
  for (const { label, count, wallMs, latencies, note } of rows) {
    const sorted = [...latencies].sort((a, b) => a - b);
    const values = [
      String(count),
      ((count * 1000) / wallMs).toFixed(count * 1000 >= wallMs * 100 ? 0 : 1),
      ...[50, 95, 99, 100].map((p) => percentile(sorted, p).toFixed(1)),
    ];
    console.log(`${label.padEnd(width)}  ${values.map(cell).join('')}${note ? `   ${note}` : ''}`);
  }
}
