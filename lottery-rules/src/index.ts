export {
  BET_TYPE_LABELS,
  BET_TYPES,
  type BetType,
  DIGITS,
  isBetType,
  isTriple,
  type NumberProblem,
  numberProblem,
  typesWithDigits,
} from './bet-types.ts';
export { reached, ROUND_STATUSES, type RoundStatus, roundStatus, statusAt } from './round-status.ts';
export { bestOutcome, type WinningItem } from './best-outcome.ts';
