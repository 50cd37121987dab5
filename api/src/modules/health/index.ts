// The health endpoints, GET /api/health, /api/health/live and /api/health/ready: the API answers,
// and whether it can serve (docs/architecture.md, "Health and shutdown").
export { healthRoutes } from './routes.ts';
