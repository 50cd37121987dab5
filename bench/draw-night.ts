// Draw night, measured (README, "Benchmarks"; docs/performance.md, "Draw night"): the last hour
// before the government draw and its result, squeezed into a run of a few minutes on one machine.
// lib/draw-night/night.ts plays it; this prints, per phase (before the government round closes,
// during its settlement, after), the slips' rate against the target with their latency and
// refusals by code, the balance pushes' latency from commit to socket, the API's memory, event-loop
// delay and CPU and the database's connections; then the settlement beside its bare UPDATE, and
// the checks: nothing lost, no 5xx, sockets ending on the wallets, payouts pushed, books balanced
// (exit 1 when one fails).
//
//   DATABASE_URL=postgresql://… pnpm --filter @tanghuay/bench run draw-night
//   NIGHT_INSTANCES=2 DATABASE_URL=… pnpm --filter @tanghuay/bench run draw-night   # two API instances behind the gateway
//
// Sizes (lib/env.ts): NIGHT_MEMBERS (2,000), NIGHT_SLIPS_PER_SECOND (300), NIGHT_WARMUP_SECONDS (5,
// not measured), NIGHT_BEFORE_SECONDS (30), NIGHT_AFTER_SECONDS (20), NIGHT_GOV_ITEMS (1,000,000), NIGHT_INSTANCES (1), NIGHT_IN_FLIGHT (64).
// The goals printed beside the figures are the README's; a bench never fails on speed.
import { cpus } from 'node:os';
import { env } from './lib/env.ts';
import { percentiles } from './lib/load.ts';
import { type NightResult, PHASES, drawNight } from './lib/draw-night/night.ts';
import { printTable } from './lib/table.ts';

const whole = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : value.toFixed(1));
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

function printNight(night: NightResult): void {
  const samplesOf = (phase: string) => night.samples.filter((sample) => sample.phase === phase);
  printTable(
    [
      { title: 'phase', align: 'left' },
      { title: 's' },
      { title: 'slips sent' },
      { title: 'placed/s' },
      { title: 'p50 ms' },
      { title: 'p99 ms' },
      { title: 'max ms' },
      { title: 'refused (status code: count)', align: 'left' },
      { title: 'push p50 ms' },
      { title: 'push p99 ms' },
      { title: 'push max ms' },
      { title: 'pushes' },
    ],
    PHASES.map((phase) => {
      const load = night.loads.get(phase);
      const pushes = night.pushes.get(phase) ?? [];
      const [p50, p99, max] = load && load.latencies.length > 0 ? percentiles(load.latencies, [50, 99, 100]) : [];
      const [push50, push99, pushMax] = pushes.length > 0 ? percentiles(pushes, [50, 99, 100]) : [];
      const refused = [...(load?.refusals ?? [])].map(([why, count]) => `${why}: ${whole(count)}`);
      if (load?.notSent) refused.push(`not sent (client full): ${whole(load.notSent)}`);
      return [
        phase,
        load ? (load.wallMs / 1000).toFixed(1) : '–',
        whole(load?.sent ?? 0),
        load ? whole((load.ok * 1000) / load.wallMs) : '–',
        ms(p50),
        ms(p99),
        ms(max),
        refused.join(', ') || 'none',
        ms(push50),
        ms(push99),
        ms(pushMax),
        whole(pushes.length),
      ];
    }),
    'markdown',
  );
  console.log('');
  printTable(
    [
      { title: 'phase', align: 'left' },
      { title: 'API RSS MB (first → last)' },
      { title: 'event-loop p99 ms (median s / worst s)' },
      { title: 'event-loop max ms' },
      { title: 'API CPU (cores)' },
      { title: 'PostgreSQL connections (max)' },
      { title: 'waiting on a lock (max; samples with any)' },
    ],
    PHASES.map((phase) => {
      const samples = samplesOf(phase);
      const first = samples[0];
      const last = samples.at(-1);
      const loops = samples.map((sample) => sample.loopP99Ms);
      const [median, worst] = loops.length > 0 ? percentiles(loops, [50, 100]) : [];
      const cores = first && last && last.at > first.at ? (last.cpuSeconds - first.cpuSeconds) / ((last.at - first.at) / 1000) : Number.NaN;
      return [
        phase,
        first && last ? `${mb(first.rss)} → ${mb(last.rss)}` : '–',
        `${ms(median)} / ${ms(worst)}`,
        samples.length > 0 ? ms(Math.max(...samples.map((sample) => sample.loopMaxMs))) : '–',
        Number.isNaN(cores) ? '–' : cores.toFixed(2),
        samples.length > 0 ? whole(Math.max(...samples.map((sample) => sample.connections))) : '–',
        samples.length > 0
          ? `${whole(Math.max(...samples.map((sample) => sample.lockWaits)))}; ${samples.filter((sample) => sample.lockWaits > 0).length} of ${samples.length}`
          : '–',
      ];
    }),
    'markdown',
  );
  const { settlement, checks, sockets } = night;
  const closes = [...sockets.closes].map(([code, count]) => `${code}: ${count}`).join(', ') || 'none';
  console.log(
    [
      '',
      `- settlement: ${whole(settlement.items)} items in ${(settlement.wallMs / 1000).toFixed(2)} s ` +
        `(${(settlement.wallMs / settlement.floorMs).toFixed(1)} × the same run's bare UPDATE, ${(settlement.floorMs / 1000).toFixed(2)} s); ` +
        `${whole(settlement.winners)} items won, ${whole(settlement.payout)} baht paid to ${whole(settlement.paidMembers)} members`,
      `- sockets: ${whole(sockets.members)} members; closes the bench did not ask for: ${closes}; reopened ${whole(sockets.reopened)}`,
      `- balance pushes no commit explains: ${whole(night.pushesUnmatched)}`,
      `- slips acknowledged ${whole(checks.acknowledged)}; missing ${checks.slipsMissing}; unaccounted for ${checks.slipsUnaccounted}; 5xx or no answer ${checks.serverErrors}`,
      `- sockets whose last balance is not the wallet's: ${checks.lastBalanceWrong.length}; winners not told of their payout: ${checks.payoutNotPushed.length}`,
      `- books balanced: ${checks.booksBalanced ? 'yes' : 'NO'}`,
    ].join('\n'),
  );
}

const passed = (night: NightResult) =>
  night.checks.booksBalanced &&
  night.checks.slipsMissing === 0 &&
  night.checks.slipsUnaccounted === 0 &&
  night.checks.serverErrors === 0 &&
  night.checks.lastBalanceWrong.length === 0 &&
  night.checks.payoutNotPushed.length === 0;

if (!env.DATABASE_URL) {
  console.error('The draw night runs on PostgreSQL: set DATABASE_URL to a server (a new database is made there and dropped after).');
  process.exit(2);
}
const night = await drawNight({
  serverUrl: env.DATABASE_URL,
  members: env.NIGHT_MEMBERS,
  slipsPerSecond: env.NIGHT_SLIPS_PER_SECOND,
  warmupSeconds: env.NIGHT_WARMUP_SECONDS,
  beforeSeconds: env.NIGHT_BEFORE_SECONDS,
  afterSeconds: env.NIGHT_AFTER_SECONDS,
  govItems: env.NIGHT_GOV_ITEMS,
  instances: env.NIGHT_INSTANCES,
  inFlight: env.NIGHT_IN_FLIGHT,
  path: env.PATH,
  echo: true,
});
const cpu = cpus();
console.log(
  `\nTanghuay draw night: ${night.database} (a fresh database), ${env.NIGHT_INSTANCES} API instance${env.NIGHT_INSTANCES > 1 ? 's behind the gateway' : ''}; ` +
    `Node ${process.version}, ${cpu.length} CPUs (${cpu[0]?.model.trim() ?? '?'}) shared by the API, the database and the bench; ` +
    `${whole(env.NIGHT_MEMBERS)} members with a websocket each; slips of 5 items at ${whole(env.NIGHT_SLIPS_PER_SECOND)}/s over the government, ` +
    `a Lao, a Hanoi and the 15-minute round; ${env.NIGHT_WARMUP_SECONDS} s of warm-up, ${env.NIGHT_BEFORE_SECONDS} s before the close, the settlement of ${whole(env.NIGHT_GOV_ITEMS)} items, ` +
    `${env.NIGHT_AFTER_SECONDS} s after\n`,
);
printNight(night);
process.exit(passed(night) ? 0 : 1);
