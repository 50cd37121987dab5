// The one place the API reads its environment.
import { z } from 'zod';
import type { LoginThrottleSettings, PasswordHashing, ReleaseSettings } from './settings.ts';

const schema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
  /** PostgreSQL connection string; when unset the API runs on the embedded PGlite. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Where the embedded PGlite keeps its files (relative to the working directory). */
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  /**
   * How often the embedded PGlite's table statistics are refreshed (it has no autovacuum): plans
   * made while the tables were small are made again as they grow (docs/performance.md).
   */
  PGLITE_ANALYZE_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /**
   * How long a request waits for a new connection to PostgreSQL before it is answered 503 not
   * ready: a stopped database server's address may answer nothing at all (docs/architecture.md,
   * "The database away").
   */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Demo mode seeds the demo accounts and credits deposits at once as play money; 'false' for production. */
  DEMO_MODE: z.stringbool().default(true),
  /**
   * HMAC-SHA256 key for access tokens, at least 32 characters; required outside demo mode. Unset in
   * demo mode: the installation's own random key, kept in the database (config/secrets.ts).
   */
  JWT_SECRET: z.string().min(32).optional(),
  /** HMAC-SHA256 key the payment provider signs its webhook calls with; as JWT_SECRET. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32).optional(),
  /** Access-token lifetime, at most 15 minutes. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(900).default(900),
  /** Refresh-token lifetime (each refresh issues a new one); 7 days by default. */
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(300).max(90 * 24 * 3600).default(7 * 24 * 3600),
  /**
   * A refresh token presented again this soon after its first use answers the same new pair (two
   * tabs refreshing at once); later, a second use ends the session as a stolen token would.
   */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  /**
   * How long an API instance keeps a live session it read, at most (docs/security.md#sessions):
   * ended sessions are dropped at once through the events channel; this bounds what a lost
   * notification could leave behind.
   */
  SESSION_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How many live sessions an API instance keeps at most (the oldest go first); 0 keeps none. */
  SESSION_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).default(10_000),
  /**
   * Absolute session lifetime from the login (docs/security.md#sessions): past it no token of the
   * session works and refresh answers status:false, so the person signs in again. Members
   * (usertype member): 30 days by default; agents and staff: 12 hours.
   */
  SESSION_MAX_AGE_MEMBER_SECONDS: z.coerce.number().int().min(300).max(365 * 24 * 3600).default(30 * 24 * 3600),
  SESSION_MAX_AGE_STAFF_SECONDS: z.coerce.number().int().min(300).max(365 * 24 * 3600).default(12 * 3600),
  /**
   * The login throttle (docs/security.md#limits): failed logins, wrong reset codes and wrong current
   * passwords within this window count.
   */
  LOGIN_THROTTLE_WINDOW_SECONDS: z.coerce.number().int().min(60).max(24 * 3600).default(15 * 60),
  /** Without a device cookie: failures of one username from one address before it is refused there. */
  LOGIN_FAILURES_PER_USERNAME_ADDRESS: z.coerce.number().int().min(1).default(5),
  /** Without a device cookie: failures from one address, any usernames, before it is refused. */
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /**
   * Without a device cookie: failures of one username from every address together before
   * untrusted clients are refused for it (a guesser spread over many addresses); the browsers that
   * signed in before keep their own allowance.
   */
  LOGIN_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).default(50),
  /** With a device cookie for the username: that browser's own failures before it is refused. */
  LOGIN_FAILURES_PER_DEVICE: z.coerce.number().int().min(1).default(5),
  /** How long a device cookie, set at each successful login, is honoured; 180 days by default. */
  LOGIN_DEVICE_MAX_AGE_SECONDS: z.coerce.number().int().min(3600).max(2 * 365 * 24 * 3600).default(180 * 24 * 3600),
  /**
   * What hashing a password with argon2id costs (docs/security.md#passwords): memory in KiB (19 MiB
   * by default) and passes over it (2), OWASP's minimum. Outside demo mode neither may be lower than
   * its default; lower costs are for machines that only run tests (the API tests use 1 MiB, 1 pass).
   */
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(8).max(4_194_304).default(19_456),
  PASSWORD_HASH_PASSES: z.coerce.number().int().min(1).max(100).default(2),
  /** Registrations one client address may make per hour; each costs a password hash. */
  REGISTRATION_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /**
   * The largest message a realtime client (GET /ws) may send, in bytes: larger closes the socket
   * with 4400, and one over 16 times this is not even read whole (1009). At least 1024: the
   * sign-in message carries an access token.
   */
  REALTIME_MAX_MESSAGE_BYTES: z.coerce.number().int().min(1024).max(1_048_576).default(4096),
  /**
   * What the API holds, in bytes, of the messages a realtime socket has not yet taken (once the
   * operating system's buffers are full): past this the socket is closed with 1013, so a client
   * that stops reading cannot grow the server's memory (docs/architecture.md#session-bus).
   */
  REALTIME_MAX_BUFFERED_BYTES: z.coerce.number().int().min(65_536).default(1_048_576),
  /** The largest request body the API reads, in bytes (the gateway reads the same variable). */
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  /**
   * On SIGTERM/SIGINT, how long the requests in flight may take to finish before the process exits
   * anyway (docs/architecture.md, "Health and shutdown"; the gateway reads the same variable).
   */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
  /**
   * Fastify's trustProxy: which proxies' X-Forwarded-For to believe for the client address (the
   * login throttle counts per address) and X-Forwarded-Proto for HTTPS (the device cookie is then
   * Secure): 'true', or comma-separated proxy addresses/CIDRs, such as
   * '127.0.0.1' when the host gateway on the same machine forwards /api.
   */
  TRUST_PROXY: z.string().optional(),
  /**
   * When set, GET /metrics (Prometheus; never served through the gateway) answers only
   * `Authorization: Bearer <METRICS_TOKEN>`; at least 16 characters. Unset: anyone who reaches
   * the API's own port may read it (docs/architecture.md#metrics-and-logs).
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Remote releases (docs/architecture.md, "Remote releases"). The token the release tool
   * (`pnpm remotes`) sends as `x-release-token`, at least 32 characters; unset: only administrators
   * signed in to the back office change releases.
   */
  RELEASE_TOKEN: z.string().min(32).optional(),
  /** Each remote's own server, where the contract gate reads a version's manifest and files. */
  REMOTE_LOTTO_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4101'),
  REMOTE_DEMO_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4102'),
  /** The gateway serving the live host, whose /mf-manifest.json says what the host shares with every remote. */
  RELEASE_HOST_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8080'),
  /** The automatic stop of a canary: the window its error rates are measured over, seconds… */
  RELEASE_ERROR_WINDOW_SECONDS: z.coerce.number().int().min(10).max(24 * 3600).default(600),
  /** …how many points the candidate's failure rate may exceed the live version's by, percent… */
  RELEASE_ERROR_MARGIN_PERCENT: z.coerce.number().min(0).max(100).default(5),
  /** …and how many page loads of the candidate in the window before it is judged. */
  RELEASE_MIN_LOADS: z.coerce.number().int().min(1).default(50),
  /** Beacons (POST /api/releases/beacon) one client address may send per minute; more are answered 429. */
  RELEASE_BEACONS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
});

export type Env = z.infer<typeof schema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  const env = parsed.data;
  // Production keys are the operator's own: the payment provider must know the webhook key, and
  // both are rotated by the operator, not kept only in the database.
  for (const name of ['JWT_SECRET', 'PAYMENT_WEBHOOK_SECRET'] as const) {
    if (!env.DEMO_MODE && env[name] === undefined) {
      throw new Error(`Invalid environment: ${name} must be set to a secret of your own when DEMO_MODE=false`);
    }
  }
  // Real passwords are hashed at OWASP's minimum or above.
  const minimum = passwordHashingOf(schema.parse({}));
  if (!env.DEMO_MODE && (env.PASSWORD_HASH_MEMORY_KIB < minimum.memoryKib || env.PASSWORD_HASH_PASSES < minimum.passes)) {
    throw new Error(
      `Invalid environment: PASSWORD_HASH_MEMORY_KIB and PASSWORD_HASH_PASSES may not be below ${minimum.memoryKib} and ${minimum.passes} when DEMO_MODE=false`,
    );
  }
  return env;
}

/** The password hashing cost from the environment. */
export function passwordHashingOf(env: Pick<Env, 'PASSWORD_HASH_MEMORY_KIB' | 'PASSWORD_HASH_PASSES'>): PasswordHashing {
  return { memoryKib: env.PASSWORD_HASH_MEMORY_KIB, passes: env.PASSWORD_HASH_PASSES };
}

/** The login throttle's settings from the environment. */
export function loginThrottleOf(env: Env): LoginThrottleSettings {
  return {
    windowSeconds: env.LOGIN_THROTTLE_WINDOW_SECONDS,
    perUsernameAddress: env.LOGIN_FAILURES_PER_USERNAME_ADDRESS,
    perAddress: env.LOGIN_FAILURES_PER_ADDRESS,
    perUsername: env.LOGIN_FAILURES_PER_USERNAME,
    perDevice: env.LOGIN_FAILURES_PER_DEVICE,
    deviceMaxAgeSeconds: env.LOGIN_DEVICE_MAX_AGE_SECONDS,
  };
}

/** The remote releases' settings from the environment. */
export function releasesOf(env: Env): ReleaseSettings {
  return {
    token: env.RELEASE_TOKEN,
    sources: { upstreams: { lotto: env.REMOTE_LOTTO_URL, demo: env.REMOTE_DEMO_URL }, hostUrl: env.RELEASE_HOST_URL },
    rule: { windowSeconds: env.RELEASE_ERROR_WINDOW_SECONDS, margin: env.RELEASE_ERROR_MARGIN_PERCENT / 100, minLoads: env.RELEASE_MIN_LOADS },
    beaconsPerMinute: env.RELEASE_BEACONS_PER_MINUTE,
  };
}

/** Fastify's trustProxy value for TRUST_PROXY. */
export function trustProxyOf(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}
