// The back office's view of members and agents (docs/backoffice.md#api): search, one member, its
// discount; one agent, its own discount. Owns no table: the accounts are auth's, the balances the
// wallet's, the maximum discount the lottery's. The module's only public file.
export { agentRoutes } from './agent-routes.ts';
export { memberRoutes } from './routes.ts';
