// Builds the API as one Fastify instance over an open database connection; the process that
// listens lives in server.ts, and tests drive this app through inject(). How a request travels
// through it: docs/architecture.md#request-flow.
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { loginThrottleOf, passwordHashingOf, readEnv, releasesOf } from './config/env.ts';
import { installationSecret } from './config/secrets.ts';
import { type AuthSettings, type LoginThrottleSettings, type PaymentSettings, REALTIME_DEFAULTS, type RealtimeSettings, type ReleaseSettings, type Settings } from './config/settings.ts';
import type { Connection } from './db/connection.ts';
import { reportUnpublished } from './db/events.ts';
import type { RouteContext } from './lib/route-context.ts';
import { auditRoutes } from './modules/audit/index.ts';
import {
  type AuthenticatedAccount,
  authenticateToken,
  authRoutes,
  createSessionCache,
  dropSessionsChangedByRequests,
} from './modules/auth/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { lottoRoutes } from './modules/lotto/index.ts';
import { agentRoutes, memberRoutes } from './modules/members/index.ts';
import { numberSetRoutes } from './modules/number-sets/index.ts';
import { paymentRoutes } from './modules/payments/index.ts';
import { realtimeRoutes } from './modules/realtime/index.ts';
import { releaseRoutes } from './modules/releases/index.ts';
import { reportRoutes } from './modules/reports/index.ts';
import { responsiblePlayRoutes } from './modules/responsible-play/index.ts';
import { siteRoutes } from './modules/site/index.ts';
import { walletRoutes } from './modules/wallet/index.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerDocs } from './plugins/docs.ts';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerGracefulClose } from './plugins/graceful-close.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerRequestLog, requestIdOf } from './plugins/request-log.ts';
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
  auth?: Partial<Omit<AuthSettings, 'loginThrottle'>> & { loginThrottle?: Partial<LoginThrottleSettings> };
  /**
   * Demo mode and the webhook key (defaults: those of an empty environment, i.e. demo mode; without a
   * webhookSecret, the installation's own key from the database).
   */
  payments?: Partial<PaymentSettings>;
  /**
   * Realtime timings and limits (defaults: 10 s to sign in, sessions checked every 30 s, 5 s to
   * answer the shutdown's close; the environment's default message and buffer limits).
   */
  realtime?: Partial<RealtimeSettings>;
  /** When set, GET /metrics answers only `Authorization: Bearer <metricsToken>` (METRICS_TOKEN). */
  metricsToken?: string | undefined;
  /** Remote releases (defaults: those of an empty environment: no release token, the remotes' and the gateway's local addresses). */
  releases?: Partial<ReleaseSettings>;
}

const defaults = readEnv({});

/** The settings of `options`, completed from an empty environment and the installation's keys. */
async function resolveSettings({ connection, auth = {}, payments = {}, realtime = {}, releases = {} }: AppOptions): Promise<Settings> {
  return {
    auth: {
      accessTokenTtlSeconds: defaults.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: defaults.REFRESH_TOKEN_TTL_SECONDS,
      refreshReuseGraceSeconds: defaults.REFRESH_REUSE_GRACE_SECONDS,
      registrationLimitPerHour: defaults.REGISTRATION_LIMIT_PER_HOUR,
      sessionCacheTtlSeconds: defaults.SESSION_CACHE_TTL_SECONDS,
      sessionCacheMaxEntries: defaults.SESSION_CACHE_MAX_ENTRIES,
      sessionMaxAgeMemberSeconds: defaults.SESSION_MAX_AGE_MEMBER_SECONDS,
      sessionMaxAgeStaffSeconds: defaults.SESSION_MAX_AGE_STAFF_SECONDS,
      passwordHashing: passwordHashingOf(defaults),
      ...auth,
      loginThrottle: { ...loginThrottleOf(defaults), ...auth.loginThrottle },
      jwtSecret: auth.jwtSecret ?? (await installationSecret(connection.db, 'jwt')),
    },
    payments: {
      demoMode: payments.demoMode ?? defaults.DEMO_MODE,
      webhookSecret: payments.webhookSecret ?? (await installationSecret(connection.db, 'payment_webhook')),
    },
    realtime: {
      ...REALTIME_DEFAULTS,
      maxMessageBytes: defaults.REALTIME_MAX_MESSAGE_BYTES,
      maxBufferedBytes: defaults.REALTIME_MAX_BUFFERED_BYTES,
      ...realtime,
    },
    releases: { ...releasesOf(defaults), ...releases },
  };
}

export async function buildApp(options: AppOptions) {
  const { connection, logger = false, trustProxy = false, bodyLimit = defaults.BODY_LIMIT, now = () => new Date() } = options;
  const app = Fastify({
    logger,
    trustProxy,
    bodyLimit,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    frameworkErrors,
    // The gateway's request id, and one log line per request of our own (plugins/request-log.ts).
    genReqId: requestIdOf,
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerErrorHandling(app);
  registerRequestLog(app);
  registerMetrics(app, { connection, token: options.metricsToken });
  reportUnpublished(connection.db, (error, events) => app.log.error({ err: error, events }, 'events: screen events not published'));
  registerGracefulClose(app);
  await registerSecurityHeaders(app);
  await registerDocs(app);
  const context: RouteContext = { connection, db: connection.db, now, settings: await resolveSettings(options) };
  // The live sessions tokens are checked against, dropped through the events channel (docs/security.md#sessions).
  const sessions = createSessionCache<AuthenticatedAccount>(context.settings.auth, now);
  app.addHook('onReady', () => sessions.listen(connection));
  app.addHook('onClose', () => sessions.stop());
  registerAuth(app, {
    authenticate: (token) => authenticateToken(context.db, context.settings.auth, sessions, now(), token),
    onSessionsChanged: (listener) => sessions.onDrop(listener),
  });
  dropSessionsChangedByRequests(app, sessions);

  // The URL map. Each module registers its member routes and its back-office routes
  // (/api/backoffice/…) in its own routes.ts; see docs/architecture.md#where-things-live.
  await app.register(
    async (api) => {
      await api.register(healthRoutes(context)); //           /health
      await api.register(authRoutes(context)); //             /auth/*, /jwt/register · back office: /accounts, /members/:id/password-reset-code
      await api.register(walletRoutes(context)); //           /seamless/wallet/show, /wallet/transactions
      await api.register(paymentRoutes(context)); //          /wallet/{deposits,withdrawals,payment-terms}, /payments/webhook · back office: /deposits, /withdrawals
      await api.register(responsiblePlayRoutes(context)); //  /wallet/limits, /account/self-exclusion
      await api.register(memberRoutes(context)); //           back office: /members, /members/:id, /members/:id/discount
      await api.register(agentRoutes(context)); //            back office: /agents/:id, /agents/:id/discount
      await api.register(lottoRoutes(context)); //            /lotto/* · back office: /rounds, /rounds/:roundId/*, /lottos/:code/bet-types, /slips, /winlose, /settings/lotto
      await api.register(numberSetRoutes(context)); //        /lotto/number-sets, /lotto/number-sets/:id
      await api.register(siteRoutes(context)); //             /site/config · back office: /site/config
      await api.register(auditRoutes(context)); //            back office: /audit
      await api.register(reportRoutes(context)); //           back office: /reports/summary, /reports/agents
      await api.register(releaseRoutes(context)); //          /releases/served, /releases/beacon · back office: /releases, /releases/:remote/*
    },
    { prefix: '/api' },
  );
  // GET /metrics is outside /api too (plugins/metrics.ts): the gateway never serves it.
  // GET /ws, outside /api: the gateway proxies it as a websocket.
  await app.register(realtimeRoutes(context));
  return app;
}
