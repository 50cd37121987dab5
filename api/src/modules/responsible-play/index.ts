// Responsible play (docs/domain.md#responsible-play): member-set deposit limits and
// self-exclusion, and the checks that deposits, slips and their cancels go through. The module's
// only public file.
export { assertWithinDepositLimits } from './deposit-limits.ts';
export { responsiblePlayRoutes } from './routes.ts';
export { assertNotSelfExcluded, selfExcludedError } from './self-exclusion.ts';
