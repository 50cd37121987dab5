// Load for a while at a fixed number of requests in flight: each of `connections` workers sends
// its next request as soon as its last is answered, until the time is up. Answers how many were
// done and refused, each one's milliseconds, the wall time, and the CPU the bench's own process
// spent meanwhile (the client shares the cores with the API and the database).
import { performance } from 'node:perf_hooks';

export interface Run {
  /** Requests answered as expected. */
  count: number;
  /** Requests refused or failed, and why the first was. */
  refused: number;
  firstRefusal?: string;
  /** Milliseconds of each request answered as expected. */
  latencies: number[];
  wallMs: number;
  /** CPU milliseconds of this process (user and system) over the run. */
  clientCpuMs: number;
}

/** Keeps `connections` requests in flight for `seconds`; `request(worker)` sends one and throws when refused. */
export async function runFor(seconds: number, connections: number, request: (worker: number) => Promise<unknown>): Promise<Run> {
  const run: Run = { count: 0, refused: 0, latencies: [], wallMs: 0, clientCpuMs: 0 };
  const cpu = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async (index: number) => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        await request(index);
        run.latencies.push(performance.now() - sent);
        run.count += 1;
      } catch (error) {
        run.refused += 1;
        run.firstRefusal ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => worker(index)));
  run.wallMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  run.clientCpuMs = (user + system) / 1000;
  return run;
}

/** Each of the latencies' percentiles (100: the slowest), in milliseconds. */
export function percentiles(latencies: readonly number[], ps: readonly number[]): number[] {
  const sorted = Float64Array.from(latencies).sort();
  return ps.map((p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
}

/** Runs `task(i)` for each i below `count`, at most `concurrency` at a time (setting up, not measured). */
export async function eachAtMost(count: number, concurrency: number, task: (index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
