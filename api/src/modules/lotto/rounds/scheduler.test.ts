import { onPostgres, useTestDatabase } from '../../../testing/test-database.ts';
import { listenToEvents, storedRound } from './testing.ts';
import { advanceRoundStatuses, ensureRoundsAhead } from './scheduler.ts';

const ctx = useTestDatabase();

const T0 = new Date('2026-11-22T10:07:00Z'); // a Sunday, 17:07 in Bangkok
const plus = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** Rounds per lottery at T0: the next 2 government draws, 7 days of weekly draws, 2 hours of 15-minute draws. */
const AHEAD_AT_T0 = {
  'thai-gov': 2,
  'lao-pattana': 3, // Mon, Wed, Fri
  'lao-vip': 7,
  'hanoi-normal': 7,
  'hanoi-special': 7,
  'hanoi-vip': 7,
  'nikkei-morning': 5, // Mon–Fri
  'nikkei-afternoon': 5,
  'hangseng-morning': 5,
  'hangseng-afternoon': 5,
  'thai-stock-evening': 5,
  'fast-15': 8,
};
const total = Object.values(AHEAD_AT_T0).reduce((sum, n) => sum + n, 0);

async function roundsPerLotto() {
  const rows = await ctx.db
    .selectFrom('lotto_round')
    .select(['lotto_code', (eb) => eb.fn.countAll<bigint>().as('n')])
    .groupBy('lotto_code')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.lotto_code, Number(row.n)]));
}

const round = (lottoCode: string, closesAt: string) => storedRound(ctx.db, lottoCode, closesAt);

describe('the round clock', () => {
  it('creates the rounds each schedule keeps ahead, once however often it runs', async () => {
    expect(await ensureRoundsAhead(ctx.db, T0)).toBe(total);
    expect(await ensureRoundsAhead(ctx.db, T0)).toBe(0);
    expect(await roundsPerLotto()).toEqual(AHEAD_AT_T0);

    // The first government round opens when the one before it closed (16 November, 15:20 in Bangkok).
    expect(await round('thai-gov', '2026-12-01T08:20:00Z')).toEqual(
      expect.objectContaining({
        draw_date: '2026-12-01',
        opens_at: new Date('2026-11-16T08:20:00Z'),
        status: 'upcoming',
        created_at: T0,
      }),
    );
    // A quarter of an hour on (10:22): one more 15-minute round, and หวยฮานอยพิเศษ's draw a week
    // after today's (17:10 in Bangkok) has come within the seven days.
    expect(await ensureRoundsAhead(ctx.db, plus(15))).toBe(2);
    expect(await roundsPerLotto()).toEqual({ ...AHEAD_AT_T0, 'fast-15': 9, 'hanoi-special': 8 });
  });

  it('opens and closes rounds as the clock passes their times, once each, audited and published', async () => {
    const channel = await listenToEvents(ctx.database.connection);
    // At T0 the first round of every lottery is open (it opened when the one before it closed).
    const opened = await advanceRoundStatuses(ctx.db, T0);
    expect(opened).toHaveLength(12);
    expect(opened.every((change) => change.from === 'upcoming' && change.to === 'open')).toBe(true);
    expect(await advanceRoundStatuses(ctx.db, T0)).toEqual([]);

    // 10:15: the 15-minute round and หวยฮานอยพิเศษ (17:10 in Bangkok) have closed; the next ones open.
    const fastFirst = await round('fast-15', '2026-11-22T10:15:00Z');
    const fastSecond = await round('fast-15', '2026-11-22T10:30:00Z');
    const hanoiFirst = await round('hanoi-special', '2026-11-22T10:10:00Z');
    const hanoiSecond = await round('hanoi-special', '2026-11-23T10:10:00Z');
    const changes = await advanceRoundStatuses(ctx.db, plus(8));
    expect(changes).toEqual(
      expect.arrayContaining([
        { roundId: fastFirst.id, from: 'open', to: 'closed' },
        { roundId: fastSecond.id, from: 'upcoming', to: 'open' },
        { roundId: hanoiFirst.id, from: 'open', to: 'closed' },
        { roundId: hanoiSecond.id, from: 'upcoming', to: 'open' },
      ]),
    );
    expect(changes).toHaveLength(4);
    const published = await channel.after(0, 16);
    await channel.stop();
    expect(published).toEqual(
      [...opened, ...changes].map((change) => ({ type: 'round', roundId: String(change.roundId), status: change.to })),
    );

    const log = await ctx.db
      .selectFrom('audit_log')
      .select(['actor_account_id', 'action', 'before', 'after', 'at'])
      .where('entity', '=', 'lotto_round')
      .where('entity_id', '=', String(fastFirst.id))
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      {
        actor_account_id: null,
        action: 'round.open',
        before: { status: 'upcoming', opensAt: '2026-11-22T10:00:00.000Z', closesAt: '2026-11-22T10:15:00.000Z' },
        after: { status: 'open', opensAt: '2026-11-22T10:00:00.000Z', closesAt: '2026-11-22T10:15:00.000Z' },
        at: T0,
      },
      {
        actor_account_id: null,
        action: 'round.close',
        before: { status: 'open', opensAt: '2026-11-22T10:00:00.000Z', closesAt: '2026-11-22T10:15:00.000Z' },
        after: { status: 'closed', opensAt: '2026-11-22T10:00:00.000Z', closesAt: '2026-11-22T10:15:00.000Z' },
        at: plus(8),
      },
    ]);
  });

  it('takes a round it missed entirely straight from upcoming to closed', async () => {
    const third = await round('fast-15', '2026-11-22T10:45:00Z');
    const changes = await advanceRoundStatuses(ctx.db, plus(40)); // 10:47
    expect(changes).toEqual(expect.arrayContaining([{ roundId: third.id, from: 'upcoming', to: 'closed' }]));
    expect((await round('fast-15', '2026-11-22T10:45:00Z')).status).toBe('closed');
  });

  it('creates and moves each round once when several instances tick at the same moment', async () => {
    // On PostgreSQL three connections really run at once; PGlite takes them one at a time.
    const dbs = onPostgres ? (await Promise.all([1, 2, 3].map(() => ctx.database.connect()))).map((c) => c.db) : [ctx.db, ctx.db, ctx.db];
    const later = plus(3 * 60);
    const roundsBefore = await count('lotto_round');
    const auditBefore = await count('audit_log');

    const created = await Promise.all(dbs.map((db) => ensureRoundsAhead(db, later)));
    const roundsAfter = await count('lotto_round');
    expect(roundsAfter).toBeGreaterThan(roundsBefore);
    expect(created.reduce((sum, n) => sum + n, 0)).toBe(roundsAfter - roundsBefore);

    const moved = (await Promise.all(dbs.map((db) => advanceRoundStatuses(db, later)))).flat();
    expect(moved.length).toBeGreaterThan(0);
    const changes = moved.map((change) => `${change.roundId} ${change.from}→${change.to}`);
    expect(new Set(changes).size).toBe(changes.length);
    expect(new Set(moved.map((change) => change.roundId)).size).toBe(moved.length);
    expect(await count('audit_log')).toBe(auditBefore + moved.length);
    expect(await advanceRoundStatuses(ctx.db, later)).toEqual([]);
  });
});

const count = async (table: 'lotto_round' | 'audit_log') =>
  Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow()).n);
