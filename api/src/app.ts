// Builds the API as one Fastify instance over an open database connection; the process that
// listens lives in server.ts, and tests drive this app through inject().
import Fastify, { type FastifyServerOptions } from 'fastify';
import { readEnv } from './config/env.ts';
import { installationSecret } from './config/secrets.ts';
import type { Connection } from './db/connection.ts';
import { accountRoutes } from './modules/auth/account-routes.ts';
import { passwordResetRoutes } from './modules/auth/password-reset-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { type AuthOptions, createAuthService } from './modules/auth/service.ts';
import type { ModuleContext } from './modules/context.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { lottoRoutes } from './modules/lotto/routes.ts';
import { depositRoutes } from './modules/payments/deposit-routes.ts';
import type { PaymentOptions } from './modules/payments/options.ts';
import { paymentTermsRoutes } from './modules/payments/terms-routes.ts';
import { withdrawalRoutes } from './modules/payments/withdrawal-routes.ts';
import { REALTIME_DEFAULTS, type RealtimeOptions, realtimeRoutes } from './modules/realtime/routes.ts';
import { responsiblePlayRoutes } from './modules/responsible-play/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';

export interface AppOptions {
  connection: Connection;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** The largest request body read, in bytes (default: BODY_LIMIT's). */
  bodyLimit?: number;
  /** The clock; tests move it. */
  now?: () => Date;
  /**
   * Token and registration settings (defaults: those of an empty environment; without a jwtSecret,
   * the installation's own key from the database).
   */
  auth?: Partial<Omit<AuthOptions, 'now'>>;
  /**
   * Demo mode and the webhook key (defaults: those of an empty environment, i.e. demo mode; without a
   * webhookSecret, the installation's own key from the database).
   */
  payments?: Partial<PaymentOptions>;
  /** Realtime timings (defaults: 10 s to sign in, sessions checked every 30 s). */
  realtime?: Partial<RealtimeOptions>;
}

const defaults = readEnv({});

export async function buildApp({
  connection,
  logger = false,
  trustProxy = false,
  bodyLimit = defaults.BODY_LIMIT,
  now = () => new Date(),
  auth = {},
  payments = {},
  realtime = {},
}: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy,
    bodyLimit,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  });
  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await registerDocs(app);
  const authService = createAuthService(connection.db, {
    accessTokenTtlSeconds: defaults.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: defaults.REFRESH_TOKEN_TTL_SECONDS,
    refreshReuseGraceSeconds: defaults.REFRESH_REUSE_GRACE_SECONDS,
    registrationLimitPerHour: defaults.REGISTRATION_LIMIT_PER_HOUR,
    ...auth,
    jwtSecret: auth.jwtSecret ?? (await installationSecret(connection.db, 'jwt')),
    now,
  });
  registerAuth(app, authService);
  const context: ModuleContext = { db: connection.db, now };
  const paymentOptions: PaymentOptions = {
    demoMode: payments.demoMode ?? defaults.DEMO_MODE,
    webhookSecret: payments.webhookSecret ?? (await installationSecret(connection.db, 'payment_webhook')),
  };
  await app.register(healthRoutes(connection), { prefix: '/api' });
  await app.register(authRoutes(authService), { prefix: '/api' });
  await app.register(passwordResetRoutes(context), { prefix: '/api' });
  await app.register(accountRoutes(context), { prefix: '/api' });
  await app.register(walletRoutes(context), { prefix: '/api' });
  await app.register(depositRoutes(context, paymentOptions), { prefix: '/api' });
  await app.register(withdrawalRoutes(context), { prefix: '/api' });
  await app.register(paymentTermsRoutes(context, paymentOptions), { prefix: '/api' });
  await app.register(responsiblePlayRoutes(context), { prefix: '/api' });
  await app.register(siteRoutes(context, { demoMode: paymentOptions.demoMode }), { prefix: '/api' });
  await app.register(lottoRoutes(context), { prefix: '/api' });
  await app.register(realtimeRoutes(connection, authService, { ...REALTIME_DEFAULTS, ...realtime }));
  return app;
}
