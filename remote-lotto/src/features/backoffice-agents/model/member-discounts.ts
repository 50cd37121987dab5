// What an agent's members' discounts say (the agent's page): how many members it has, and how many
// a new discount of the agent's own would lower — each member above it is lowered to it.
import type { MemberDiscountCount } from '../api/agent.ts';

/** How many members there are in all. */
export const membersIn = (counts: readonly MemberDiscountCount[]): number => counts.reduce((sum, count) => sum + count.members, 0);

/** How many members a discount of `discount` % would lower. */
export const membersAbove = (counts: readonly MemberDiscountCount[], discount: number): number =>
  membersIn(counts.filter((count) => count.discount > discount));
