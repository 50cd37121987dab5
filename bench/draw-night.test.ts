// The draw night at CI size (lib/draw-night/night.ts; docs/testing.md, "Draw night"): a few hundred
// members with a websocket each, slips over four rounds, the government round of 100,000 items
// closed and settled while the others keep taking bets. It checks what must hold however fast the
// machine is — nothing lost, no 5xx, every socket ends on its wallet's balance, every winner's
// socket is told of the payout, the books balance — and never a timing (the bench prints those).
// On PostgreSQL when DATABASE_URL names a server (a new database there), else on PGlite.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { drawNight, type NightResult } from './lib/draw-night/night.ts';

/** Why a member's slip may be refused on draw night: their own (a full or over-limit number, their balance) or the round's close. */
const MEMBERS_OWN = ['409 NUMBER_FULL', '400 STAKE_ABOVE_MAX', '409 INSUFFICIENT_FUNDS', '409 ROUND_NOT_OPEN'];

let night: NightResult;

beforeAll(async () => {
  night = await drawNight({
    serverUrl: process.env.DATABASE_URL || undefined,
    members: 200,
    slipsPerSecond: 60,
    warmupSeconds: 2,
    beforeSeconds: 8,
    afterSeconds: 8,
    govItems: 100_000,
    instances: 1,
    inFlight: 32,
    path: process.env.PATH ?? '',
    echo: false,
  });
});

describe('draw night at CI size', () => {
  it('keeps every acknowledged slip exactly once, and nothing it refused', () => {
    expect(night.checks.acknowledged).toBeGreaterThan(0);
    expect(night.checks.slipsMissing).toBe(0);
    expect(night.checks.slipsUnaccounted).toBe(0);
  });

  it('answers every request, none with a 5xx, and refuses a slip only for the member’s own reasons', () => {
    expect(night.checks.serverErrors).toBe(0);
    const refusals = [...night.loads.values()].flatMap((load) => [...load.refusals.keys()]);
    expect(refusals.filter((why) => !MEMBERS_OWN.includes(why))).toEqual([]);
  });

  it('keeps taking bets on the other rounds while the government round is settled', () => {
    expect(night.settlement.items).toBeGreaterThanOrEqual(100_000);
    expect(night.loads.get('during settlement')?.ok).toBeGreaterThan(0);
    expect(night.loads.get('after')?.ok).toBeGreaterThan(0);
  });

  it("ends every member's socket on the balance wallet/show answers", () => {
    expect(night.sockets.members).toBe(200);
    expect(night.checks.lastBalanceWrong).toEqual([]);
  });

  it("tells every winner's socket of the payout", () => {
    expect(night.settlement.paidMembers).toBeGreaterThan(0);
    expect(night.checks.payoutNotPushed).toEqual([]);
  });

  it('leaves the books balanced', () => {
    expect(night.checks.booksBalanced).toBe(true);
  });
});
