// The API process: open the database (PostgreSQL or the embedded PGlite), bring the schema up to
// date, seed the demo accounts in demo mode, listen, and close gracefully on SIGINT/SIGTERM.
import { closeOnSignals } from '@tanghuay/tooling/close-on-signal';
import { buildApp } from './app.ts';
import { loginThrottleOf, passwordHashingOf, readEnv, releasesOf, trustProxyOf } from './config/env.ts';
import { configuredDatabase, openConnection } from './db/connection.ts';
import { migrate, type MigrationWarning } from './db/migrate.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './modules/auth/index.ts';
import { startLottoClock } from './modules/lotto/index.ts';

const env = readEnv();
const connection = await openConnection(configuredDatabase(env));
const warnings: MigrationWarning[] = [];
const applied = await migrate(connection, undefined, (warning) => warnings.push(warning));
const app = await buildApp({
  connection,
  logger: { level: env.LOG_LEVEL },
  trustProxy: trustProxyOf(env.TRUST_PROXY),
  bodyLimit: env.BODY_LIMIT,
  auth: {
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    refreshReuseGraceSeconds: env.REFRESH_REUSE_GRACE_SECONDS,
    registrationLimitPerHour: env.REGISTRATION_LIMIT_PER_HOUR,
    sessionCacheTtlSeconds: env.SESSION_CACHE_TTL_SECONDS,
    sessionCacheMaxEntries: env.SESSION_CACHE_MAX_ENTRIES,
    sessionMaxAgeMemberSeconds: env.SESSION_MAX_AGE_MEMBER_SECONDS,
    sessionMaxAgeStaffSeconds: env.SESSION_MAX_AGE_STAFF_SECONDS,
    loginThrottle: loginThrottleOf(env),
    passwordHashing: passwordHashingOf(env),
  },
  payments: { demoMode: env.DEMO_MODE, webhookSecret: env.PAYMENT_WEBHOOK_SECRET },
  realtime: { maxMessageBytes: env.REALTIME_MAX_MESSAGE_BYTES, maxBufferedBytes: env.REALTIME_MAX_BUFFERED_BYTES },
  metricsToken: env.METRICS_TOKEN,
  releases: releasesOf(env),
});
app.log.info(
  { database: connection.kind, appliedMigrations: applied },
  connection.kind === 'pglite' ? `database: embedded PGlite in ${env.PGLITE_DIR}` : 'database: PostgreSQL',
);
// What a migration found for an operator to act on (e.g. discounts above the maximum, 0016).
for (const { migration, message } of warnings) app.log.warn({ migration }, `migration ${migration}: ${message}`);
if (env.DEMO_MODE) {
  const created = await seedDemoAccounts(connection.db, passwordHashingOf(env));
  app.log.warn(
    { created },
    `DEMO MODE: play money, deposits credited at once; demo accounts exist (${DEMO_ACCOUNTS.map((a) => `${a.username}/${a.password}`).join(', ')}); set DEMO_MODE=false in production`,
  );
}
// The lottery's rounds follow the clock from now on, counted in the app's metrics; closing the app stops it.
app.addHook('onClose', startLottoClock({ db: connection.db, now: () => new Date(), record: app.recordObservations }, app.log));

// Shutting down (docs/architecture.md, "Health and shutdown"): from the signal on, a new request
// (readiness too) is answered 503; the websockets are closed with 1001 SERVER_CLOSING, then no
// connection is accepted; the requests in flight finish, the clock stops, and the database closes
// last. Past SHUTDOWN_TIMEOUT_SECONDS the process exits anyway (status 1), leaving the database as
// a crash would (every transaction is atomic).
closeOnSignals({
  log: app.log,
  timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS,
  close: () => app.close().then(() => connection.close()),
});

await app.listen({ host: env.HOST, port: env.PORT });
