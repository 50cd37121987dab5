// When each balance was committed, as PostgreSQL tells a listener. The API publishes a member's new
// balance with pg_notify inside the transaction that moves it (docs/architecture.md#session-bus);
// PostgreSQL delivers a notification to every listener at commit, so the moment it reaches this
// listener (LISTENing on the same channel as the API's hub, on a connection of its own) is the
// commit's, give or take a local delivery. A push to a member's socket is timed from there.
// PostgreSQL only: PGlite lives inside the API's process.
import { performance } from 'node:perf_hooks';
import { type BalanceEvent, EVENTS_CHANNEL } from '@tanghuay/api/testing/api-process';
import pg from 'pg';

interface Commit {
  at: number;
  /** Satang. */
  balance: bigint;
}

export interface CommitClock {
  /** Balance events heard. */
  heard(): number;
  /**
   * When the balance a socket of `accountId` received at `at` (baht) was committed: the latest
   * commit of that balance heard no later than the message (or, the listener being a little late,
   * the first heard after it); undefined when none was heard.
   */
  committedAt(accountId: string, balance: number, at: number): number | undefined;
  stop(): Promise<void>;
}

/** Listens on the API's events channel of the database at `url`. */
export async function listenToCommits(url: string): Promise<CommitClock> {
  const client = new pg.Client({ connectionString: url, application_name: 'draw-night-bench' });
  await client.connect();
  const commits = new Map<string, Commit[]>();
  let heard = 0;
  client.on('notification', ({ payload }) => {
    const at = performance.now();
    const event = JSON.parse(payload ?? '{}') as { type?: string };
    if (event.type !== 'balance') return;
    const { accountId, balance } = event as BalanceEvent;
    heard += 1;
    const ofAccount = commits.get(accountId) ?? [];
    ofAccount.push({ at, balance: BigInt(balance) });
    commits.set(accountId, ofAccount);
  });
  await client.query(`listen ${EVENTS_CHANNEL}`);
  return {
    heard: () => heard,
    committedAt(accountId, balance, at) {
      const satang = BigInt(Math.round(balance * 100));
      const same = (commits.get(accountId) ?? []).filter((commit) => commit.balance === satang);
      const before = same.filter((commit) => commit.at <= at).at(-1);
      return (before ?? same[0])?.at;
    },
    stop: () => client.end(),
  };
}
