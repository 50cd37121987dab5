// The back office's reports (docs/backoffice.md#api): figures composed from the lottery, payments,
// auth and the wallet; the module owns no table. The module's only public file.
export { reportRoutes } from './routes.ts';
