// The contract between the bet screen and the server (docs/lottery.md#bet-entry): the examples of
// @tanghuay/lottery-rules (examples.json), which the bet screen's preview and status are tested with
// too (remote-lotto/src/features/bet-entry/rules-examples.test.ts), must be answered the same
// here. Each slip example gets a round of the government lottery (the one with every bet type)
// offering exactly its bet types on its terms, with its limit items, and a member with its discount
// and enough money, and is placed through POST /api/lotto/slips: a priced one with the same
// figures, a refused one with the same code. Each round status example is a round stored so, with
// those times, asked at that instant: the database's lotto_round_status_at and statusAt must both
// give its status, and a slip placed then must be taken or refused as it says.
import { statusAt } from '@tanghuay/lottery-rules';
import { pricedExamples, refusedExamples, roundStatusExamples, type SlipExample } from '@tanghuay/lottery-rules/examples';
import { sql } from 'kysely';
import { useTestApp } from '../../../testing/test-app.ts';
import { expectCleanBooks, memberBalances } from '../../../testing/ledger.ts';
import { bahtToSatang } from '../../../lib/money.ts';
import { insertRound } from '../results/testing.ts';
import { fundedMember, insertTestLimits, postSlip, type SlipAnswer } from '../testing.ts';

let clock = new Date('2026-12-16T03:00:00Z'); // 10:00 in Bangkok
const ctx = useTestApp({ now: () => clock });

const LOTTO = 'thai-gov';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A rate (× 3.2), a percent (1.5) or baht with at most 2 decimals, in hundredths. */
const hundredths = (value: number): number => Number(bahtToSatang(value));

/** The lottery offers the example's bet types only, on its terms. */
async function setBetTypes(example: SlipExample): Promise<void> {
  await ctx.db.updateTable('lotto_bet_type').set({ enabled: false }).where('lotto_code', '=', LOTTO).execute();
  for (const terms of example.betTypes) {
    await ctx.db
      .updateTable('lotto_bet_type')
      .set({
        rate: hundredths(terms.rate),
        min_stake: bahtToSatang(terms.min),
        max_stake: bahtToSatang(terms.max),
        discount_bp: hundredths(terms.discount),
        enabled: true,
      })
      .where('lotto_code', '=', LOTTO)
      .where('bet_type', '=', terms.code)
      .execute();
  }
}

let rounds = 0;
/**
 * An open round offering the example's terms, as GET /api/lotto/rounds/:id answers them, and a
 * member with its discount and `funds` satang. Each round closes an hour after the one before.
 */
async function roundAndMember(example: SlipExample, funds: bigint) {
  await setBetTypes(example);
  rounds += 1;
  const round = await insertRound(ctx.db, LOTTO, { opensAt: new Date(clock.getTime() - HOUR), closesAt: new Date(clock.getTime() + rounds * HOUR) });
  const limitItems = example.limits.map(({ type, number, kind, value }) => ({
    type,
    number,
    kind,
    value: value === null ? null : kind === 'cap' ? bahtToSatang(value) : BigInt(value),
  }));
  if (limitItems.length > 0) await insertTestLimits(ctx.db, round, limitItems);
  const member = await fundedMember(ctx, funds);
  await ctx.db.updateTable('account').set({ discount_bp: hundredths(example.memberDiscount) }).where('id', '=', member.id).execute();

  const terms = await ctx.app.inject({ method: 'GET', url: `/api/lotto/rounds/${round}`, headers: member.headers });
  const { betTypes, limits } = terms.json<{ betTypes: unknown; limits: unknown }>();
  expect({ betTypes, limits }).toEqual({ betTypes: example.betTypes, limits: example.limits });
  return { round, member };
}

describe('the priced examples placed through POST /api/lotto/slips', () => {
  it.each(pricedExamples.map((example) => [example.name, example] as const))('%s', async (_name, example) => {
    const funds = bahtToSatang(example.expected.charged) + 100_000n;
    const { round, member } = await roundAndMember(example, funds);

    const response = await postSlip(ctx, member, { roundId: String(round), items: example.items });
    expect({ status: response.statusCode, body: response.json<unknown>() }).toMatchObject({ status: 201 });
    const slip = response.json<SlipAnswer>();
    expect(slip.items.map(({ type, number, amount }) => ({ type, number, amount }))).toEqual(example.items);
    expect({
      stake: slip.stake,
      discount: slip.discount,
      charged: slip.charged,
      potentialWin: slip.potentialWin,
      items: slip.items.map(({ discount, charged, winAmount }) => ({ discount, charged, winAmount })),
    }).toEqual(example.expected);
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: funds - bahtToSatang(example.expected.charged), hold: 0n });
    await expectCleanBooks(ctx.db);
  });
});

describe('the refused examples placed through POST /api/lotto/slips', () => {
  it.each(refusedExamples.map((example) => [example.name, example] as const))('%s', async (_name, example) => {
    const funds = 10_000_000n;
    const { round, member } = await roundAndMember(example, funds);

    const response = await postSlip(ctx, member, { roundId: String(round), items: example.items });
    expect({ status: response.statusCode, code: response.json<{ error: { code: string } }>().error.code }).toEqual({
      status: example.refused.status,
      code: example.refused.code,
    });
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: funds, hold: 0n });
    await expectCleanBooks(ctx.db);
  });
});

describe('the round status examples, in the database and in statusAt, and a slip placed then', () => {
  const [anyPriced] = pricedExamples;
  if (!anyPriced) throw new Error('examples.json: no priced example');

  it.each(roundStatusExamples.map((example, i) => [example.name, example, i] as const))('%s', async (_name, example, i) => {
    // Each round its own days later (a lottery has one round per close time); the instants keep their distances.
    const shift = (iso: string) => new Date(Date.parse(iso) + (i + 1) * DAY);
    const { stored } = example;
    const times = { opensAt: shift(example.opensAt), closesAt: shift(example.closesAt) };
    const at = shift(example.at);

    const { rows } = await sql<{ status: string }>`select lotto_round_status_at(${stored}, ${times.opensAt}, ${times.closesAt}, ${at}) as status`.execute(
      ctx.db,
    );
    expect({ database: rows[0]?.status, statusAt: statusAt({ status: stored, ...times }, at) }).toEqual({
      database: example.status,
      statusAt: example.status,
    });

    await setBetTypes(anyPriced);
    const round = await insertRound(ctx.db, LOTTO, { ...times, status: stored });
    clock = at; // the member signs in then, so the session is fresh at that instant
    const member = await fundedMember(ctx, 100_000n);
    const response = await postSlip(ctx, member, { roundId: String(round), items: [{ type: '2top', number: '12', amount: 10 }] });
    const answer = response.statusCode === 201 ? null : response.json<{ error: { code: string } }>().error.code;
    expect(answer).toBe(example.refusal);
    await expectCleanBooks(ctx.db);
  });
});
