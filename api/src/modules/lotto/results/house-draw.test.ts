import { onPostgres, useTestDatabase } from '../../../testing/test-database.ts';
import { drawDueHouseRounds, drawNumbers } from './house-draw.ts';
import { insertRound, storedResult, storedStatus, type TestRound } from './testing.ts';

const ctx = useTestDatabase();

const NOW = new Date('2026-11-23T05:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

const round = (lottoCode: string, times: TestRound) => insertRound(ctx.db, lottoCode, times);
const resultOf = (roundId: bigint) => storedResult(ctx.db, roundId);
const statusOf = (roundId: bigint) => storedStatus(ctx.db, roundId);

describe('drawNumbers', () => {
  it('draws top 3 and bottom 2 (and a government result’s prizes) as digit strings', () => {
    for (let i = 0; i < 50; i += 1) {
      const standard = drawNumbers('standard');
      expect(standard).toEqual({ kind: 'standard', top3: expect.stringMatching(/^\d{3}$/), bottom2: expect.stringMatching(/^\d{2}$/) });
      expect(drawNumbers('government')).toEqual({
        kind: 'government',
        firstPrize: expect.stringMatching(/^\d{6}$/),
        front3: [expect.stringMatching(/^\d{3}$/), expect.stringMatching(/^\d{3}$/)],
        back3: [expect.stringMatching(/^\d{3}$/), expect.stringMatching(/^\d{3}$/)],
        bottom2: expect.stringMatching(/^\d{2}$/),
      });
    }
  });
});

describe('drawDueHouseRounds', () => {
  it('draws every house round closed by the clock, once, and leaves the others', async () => {
    const closedByClock = await round('fast-15', { opensAt: minutes(-30), closesAt: minutes(-15), status: 'open' });
    const closedEarly = await round('fast-15', { opensAt: minutes(-15), closesAt: minutes(10), status: 'closed' });
    const open = await round('fast-15', { opensAt: minutes(10), closesAt: minutes(25), status: 'open' });
    const upcoming = await round('fast-15', { opensAt: minutes(25), closesAt: minutes(40), status: 'upcoming' });
    const cancelled = await round('fast-15', { opensAt: minutes(-60), closesAt: minutes(-45), status: 'cancelled' });
    const operatorLottery = await round('lao-vip', { opensAt: minutes(-60), closesAt: minutes(-1), status: 'closed' });

    expect(await drawDueHouseRounds(ctx.db, NOW)).toBe(2);

    for (const roundId of [closedByClock, closedEarly]) {
      expect(await resultOf(roundId)).toEqual({
        round_id: roundId,
        first_prize: null,
        front3: null,
        back3: null,
        top3: expect.stringMatching(/^\d{3}$/),
        bottom2: expect.stringMatching(/^\d{2}$/),
        source: 'house_rng',
        version: 1,
        entered_by: null,
        entered_at: NOW,
      });
      expect(await statusOf(roundId)).toBe('resulted');
    }
    for (const roundId of [open, upcoming, cancelled, operatorLottery]) expect(await resultOf(roundId)).toBeUndefined();
    const audited = await ctx.db
      .selectFrom('audit_log')
      .select(['actor_account_id', 'action', 'entity', 'entity_id'])
      .where('entity_id', 'in', [String(closedByClock), String(closedEarly)])
      .orderBy('id')
      .execute();
    expect(audited).toEqual([
      { actor_account_id: null, action: 'result.draw', entity: 'lotto_round', entity_id: String(closedByClock) },
      { actor_account_id: null, action: 'result.draw', entity: 'lotto_round', entity_id: String(closedEarly) },
    ]);

    // The next tick finds nothing new until the open round closes.
    const first = await resultOf(closedByClock);
    expect(await drawDueHouseRounds(ctx.db, NOW)).toBe(0);
    expect(await resultOf(closedByClock)).toEqual(first);
    expect(await drawDueHouseRounds(ctx.db, minutes(25))).toBe(1);
    expect(await statusOf(open)).toBe('resulted');
  });

  it('draws each round once when several instances run it at the same moment', async () => {
    // Due at minute 39: these eight, not the round of the test above that closes at minute 40.
    const later = minutes(39);
    const rounds: bigint[] = [];
    for (let i = 0; i < 8; i += 1) rounds.push(await round('fast-15', { opensAt: minutes(20), closesAt: minutes(26 + i) }));
    // On PostgreSQL each instance has its own pool; PGlite has one connection, so the runs take turns.
    const others = onPostgres ? await Promise.all([ctx.database.connect(), ctx.database.connect()]) : [];
    const instances = [ctx.db, ...others.map((connection) => connection.db)];
    const counts = await Promise.all(instances.map((db) => drawDueHouseRounds(db, later)));

    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(rounds.length);
    const results = await ctx.db.selectFrom('lotto_result').select(['round_id', 'version']).where('round_id', 'in', rounds).execute();
    expect(results).toHaveLength(rounds.length);
    expect(results.every((result) => result.version === 1)).toBe(true);
    const draws = await ctx.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('action', '=', 'result.draw')
      .where('entity_id', 'in', rounds.map(String))
      .execute();
    expect(draws).toHaveLength(rounds.length);
  });
});
