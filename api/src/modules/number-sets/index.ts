// เลขชุด (docs/domain.md#saved-number-sets): members' saved sets of numbers. The module's only
// public file.
export { numberSetRoutes } from './routes.ts';
