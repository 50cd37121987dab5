// The figures of a report (docs/backoffice.md#api), composed from their owners: slips from the
// lottery (by the Bangkok day they were placed), deposits and withdrawals from payments (by the
// day they were approved). Net is the house's view: stake − discount − payout, what the house
// kept of the members' bets (> 0: the members lost).
import type { ActiveFigures } from '../lotto/index.ts';
import type { PaymentFigures } from '../payments/index.ts';

export interface Figures {
  stake: bigint;
  discount: bigint;
  payout: bigint;
  /** stake − discount − payout */
  net: bigint;
  deposits: bigint;
  withdrawals: bigint;
  /** Members who placed at least one slip (not cancelled). */
  activeMembers: number;
}

export const NO_FIGURES: Figures = { stake: 0n, discount: 0n, payout: 0n, net: 0n, deposits: 0n, withdrawals: 0n, activeMembers: 0 };

/** The figures of a lottery's and a payments' row of the same day, member or period (either may be missing). */
export const figuresOf = (slips: ActiveFigures | undefined, payments: PaymentFigures | undefined): Figures => ({
  stake: slips?.stake ?? 0n,
  discount: slips?.discount ?? 0n,
  payout: slips?.payout ?? 0n,
  net: slips ? slips.charged - slips.payout : 0n,
  deposits: payments?.deposits ?? 0n,
  withdrawals: payments?.withdrawals ?? 0n,
  activeMembers: slips?.members ?? 0,
});

/** Two sets of figures added up (active members of different members). */
export const added = (a: Figures, b: Figures): Figures => ({
  stake: a.stake + b.stake,
  discount: a.discount + b.discount,
  payout: a.payout + b.payout,
  net: a.net + b.net,
  deposits: a.deposits + b.deposits,
  withdrawals: a.withdrawals + b.withdrawals,
  activeMembers: a.activeMembers + b.activeMembers,
});
