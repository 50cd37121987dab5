// The one place the benchmarks read their environment.
import { count, readEnv, text } from '@tanghuay/tooling/env';

export const env = readEnv({
  /** A PostgreSQL server to bench the lottery engine on (a new database there); unset: PGlite. */
  DATABASE_URL: text(),
  /** The lottery engine's load: members, slips per member, items per slip, requests under way. */
  BENCH_MEMBERS: count(200),
  BENCH_SLIPS: count(5),
  BENCH_ITEMS: count(10),
  BENCH_CONCURRENCY: count(16),
  /** The Chromium the web bench drives. */
  CHROMIUM_PATH: text('/usr/bin/chromium'),
  /** The one variable of the bench's own environment its API and app processes are given. */
  PATH: text(''),
});
