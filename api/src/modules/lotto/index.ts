// The lottery module (docs/domain.md#lotteries-and-rounds): lotteries, rounds and their clock,
// slips, limits and results. What other parts of the API use of it.
export { lottoRoutes } from './routes.ts';
export { startLottoClock } from './rounds/clock.ts';
export { roundTerms } from './rounds/round-terms.ts';
export { discountAboveMaximum, discountMaximumBp } from './setting.ts';
export { roundsAwaitingResult } from './rounds/backoffice-reads.ts';
export { type ClosingRound, roundClosingWithin, unknownLottoCodes } from './rounds/closing-round.ts';
export { limitJson } from './limits/limit-json.ts';
export { MAX_REPORT_DAYS, type ReportPeriod, reportPeriod } from './results/report-period.ts';
export { type ActiveFigures, slipTotals } from './results/winlose.ts';
export type { LottoEvent } from './rounds/events.ts';
export type { RoundStatus } from './tables.ts';
