// The API's and the database's vital signs, sampled every second while the night runs: each API
// instance's resident memory, event-loop delay and CPU from its GET /metrics (prom-client's
// process and Node.js metrics; its event-loop histogram starts again at every scrape, so each
// sample is that second's), and the database's connections (pg_stat_activity, the bench's own
// left out) and how many of them wait on a lock at that instant. Samples are noted under the phase they were taken in.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { metricValue } from '../metrics.ts';

export interface Sample {
  phase: string;
  /** Resident memory of all instances, bytes. */
  rss: number;
  /** The worst instance's event-loop delay this second: its p99 and max, milliseconds. */
  loopP99Ms: number;
  loopMaxMs: number;
  /** CPU seconds all instances have used since they started. */
  cpuSeconds: number;
  /** Connections to the bench's database, but the bench's own; and of them, those waiting on a lock. */
  connections: number;
  lockWaits: number;
  at: number;
}

export interface Vitals {
  enter(phase: string): void;
  stop(): Promise<Sample[]>;
}

const SAMPLE_MS = 1000;

/** Samples the instances at `apiUrls` and the database at `databaseUrl` (none on PGlite) every second, from `phase` on. */
export async function watchVitals(apiUrls: readonly string[], databaseUrl: string | undefined, phase: string): Promise<Vitals> {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl, application_name: 'draw-night-bench' }) : undefined;
  await client?.connect();
  const samples: Sample[] = [];
  let current = phase;
  let sampling: Promise<void> = Promise.resolve();

  const sample = async () => {
    const at = performance.now();
    const taken = current;
    const metrics = await Promise.all(
      apiUrls.map(async (url) => (await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(5_000) })).text()),
    );
    const seconds = (name: string) => metrics.map((text) => metricValue(text, name) ?? Number.NaN);
    const rows = await client?.query<{ count: number; waiting: number }>(
      `select count(*)::int as count, (count(*) filter (where wait_event_type = 'Lock'))::int as waiting
       from pg_stat_activity where datname = current_database() and application_name <> 'draw-night-bench'`,
    );
    samples.push({
      phase: taken,
      rss: seconds('process_resident_memory_bytes').reduce((sum, value) => sum + value, 0),
      loopP99Ms: Math.max(...seconds('nodejs_eventloop_lag_p99_seconds')) * 1000,
      loopMaxMs: Math.max(...seconds('nodejs_eventloop_lag_max_seconds')) * 1000,
      cpuSeconds: seconds('process_cpu_seconds_total').reduce((sum, value) => sum + value, 0),
      connections: rows?.rows[0]?.count ?? Number.NaN,
      lockWaits: rows?.rows[0]?.waiting ?? Number.NaN,
      at,
    });
  };
  const timer = setInterval(() => {
    sampling = sampling.then(sample).catch((error: unknown) => console.error('draw night: a sample failed', error));
  }, SAMPLE_MS);

  return {
    enter(next) {
      current = next;
    },
    async stop() {
      clearInterval(timer);
      await sampling;
      await client?.end();
      return samples;
    },
  };
}
