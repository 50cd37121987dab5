// The back office's view of members (docs/backoffice.md#api): search, one member, its discount.
// Owns no table: the accounts are auth's, the balances the wallet's. The module's only public file.
export { memberRoutes } from './routes.ts';
