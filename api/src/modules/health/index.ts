// The health check, GET /api/health: the API answers and reaches its database.
export { healthRoutes } from './routes.ts';
