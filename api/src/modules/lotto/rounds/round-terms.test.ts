import { useTestDatabase } from '../../../testing/test-database.ts';
import { roundTerms } from './round-terms.ts';

const ctx = useTestDatabase();

async function insertRound(lottoCode: string): Promise<bigint> {
  const { id } = await ctx.db
    .insertInto('lotto_round')
    .values({
      lotto_code: lottoCode,
      draw_date: '2026-12-16',
      opens_at: new Date('2026-12-01T08:20:00Z'),
      closes_at: new Date('2026-12-16T08:20:00Z'),
      created_at: new Date('2026-11-30T00:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('roundTerms', () => {
  it('reads the round with its lottery, its enabled bet types in order and its limit items', async () => {
    const roundId = await insertRound('thai-gov');
    await ctx.db
      .updateTable('lotto_bet_type')
      .set({ enabled: false })
      .where('lotto_code', '=', 'thai-gov')
      .where('bet_type', '=', 'runbottom')
      .execute();
    await ctx.db
      .insertInto('lotto_limit')
      .values([
        { round_id: roundId, bet_type: '2top', number: '59', kind: 'cap', value: 100000n },
        { round_id: roundId, bet_type: '3top', number: '123', kind: 'reduced', value: 50n },
        { round_id: roundId, bet_type: '3top', number: '007', kind: 'closed', value: null },
      ])
      .execute();

    const terms = await roundTerms(ctx.db, roundId);

    expect(terms?.round).toEqual({
      id: roundId,
      lottoCode: 'thai-gov',
      lottoName: 'หวยรัฐบาลไทย',
      headName: 'หวยไทย',
      subHeadName: 'รัฐบาล',
      resultKind: 'government',
      resultSource: 'operator',
      drawDate: '2026-12-16',
      opensAt: new Date('2026-12-01T08:20:00Z'),
      closesAt: new Date('2026-12-16T08:20:00Z'),
      status: 'upcoming',
    });
    expect(terms?.betTypes.map((b) => b.type)).toEqual(['3top', '3tod', '3front', '3back', '2top', '2bottom', 'runtop']);
    expect(terms?.betTypes[0]).toEqual({ type: '3top', rate: 90000, minStake: 100n, maxStake: 200000n, discountBp: 0 });
    expect(terms?.limits).toEqual([
      { type: '3top', number: '007', kind: 'closed', value: null, remaining: null },
      { type: '3top', number: '123', kind: 'reduced', value: 50n, remaining: null },
      { type: '2top', number: '59', kind: 'cap', value: 100000n, remaining: 100000n },
    ]);
  });

  it('offers no front or back 3 on a standard lottery', async () => {
    const terms = await roundTerms(ctx.db, await insertRound('lao-vip'));
    expect(terms?.round.resultKind).toBe('standard');
    expect(terms?.betTypes.map((b) => b.type)).toEqual(['3top', '3tod', '2top', '2bottom', 'runtop', 'runbottom']);
    expect(terms?.limits).toEqual([]);
  });

  it('answers null for a round that does not exist', async () => {
    expect(await roundTerms(ctx.db, 999999n)).toBeNull();
  });
});
