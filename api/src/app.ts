// Builds the API as one Fastify instance over an open database connection; the process that
// listens lives in server.ts, and tests drive this app through inject().
import Fastify, { type FastifyServerOptions } from 'fastify';
import { readEnv } from './config/env.ts';
import type { Connection } from './db/connection.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { type AuthOptions, createAuthService } from './modules/auth/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';

export interface AppOptions {
  connection: Connection;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Token settings and the clock (defaults: those of an empty environment); tests pass `now`. */
  auth?: Partial<AuthOptions>;
}

const defaults = readEnv({});

export async function buildApp({ connection, logger = false, trustProxy = false, auth = {} }: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  });
  registerErrorHandling(app);
  const authService = createAuthService(connection.db, {
    jwtSecret: defaults.JWT_SECRET,
    accessTokenTtlSeconds: defaults.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: defaults.REFRESH_TOKEN_TTL_SECONDS,
    now: () => new Date(),
    ...auth,
  });
  registerAuth(app, authService);
  await app.register(healthRoutes(connection), { prefix: '/api' });
  await app.register(authRoutes(authService), { prefix: '/api' });
  return app;
}
