// Responsible play (docs/domain.md#responsible-play): member-set deposit limits and
// self-exclusion, and the checks that deposits and slips go through. The module's only public file.
export { assertWithinDepositLimits } from './deposit-limits.ts';
export { responsiblePlayRoutes } from './routes.ts';
export { assertNotSelfExcluded } from './self-exclusion.ts';
