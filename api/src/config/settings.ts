// The app's settings once resolved: what each module is configured with. buildApp (app.ts) fills
// them from its options, the environment's defaults (env.ts) and the installation's own keys
// (secrets.ts), and hands them to every module in its RouteContext.
import type { ReleaseSources, RollbackRule } from '../modules/releases/index.ts';
export interface AuthSettings {
  jwtSecret: string;
  /** Lifetime of an access token; at most 15 minutes. */
  accessTokenTtlSeconds: number;
  /** Lifetime of each refresh token (each use issues a new one). */
  refreshTokenTtlSeconds: number;
  /** How long after its first use a refresh token still answers the same new pair (tabs racing). */
  refreshReuseGraceSeconds: number;
  /** Absolute session lifetime from the login, for usertype member. */
  sessionMaxAgeMemberSeconds: number;
  /** Absolute session lifetime from the login, for usertypes agent and staff. */
  sessionMaxAgeStaffSeconds: number;
  /** The login throttle (auth/throttle.ts). */
  loginThrottle: LoginThrottleSettings;
  /** Registrations one client address may make per hour. */
  registrationLimitPerHour: number;
  /** How long the session cache keeps a live session at most (docs/security.md#sessions). */
  sessionCacheTtlSeconds: number;
  /** How many live sessions the session cache keeps at most; 0 keeps none. */
  sessionCacheMaxEntries: number;
  /** What hashing a new password costs (docs/security.md#passwords). */
  passwordHashing: PasswordHashing;
}

/** The cost of one argon2id password hash: memory in KiB and passes over it (one lane). */
export interface PasswordHashing {
  memoryKib: number;
  passes: number;
}

/**
 * Failed logins (and wrong reset codes or current passwords) allowed within the window, per kind of
 * client (docs/security.md#limits): a browser with a device cookie for the username is judged by
 * its own failures alone; any other client by its address and the username's untrusted failures.
 */
export interface LoginThrottleSettings {
  windowSeconds: number;
  perUsernameAddress: number;
  perAddress: number;
  /** Failures of the username from clients without its device cookie, every address together. */
  perUsername: number;
  perDevice: number;
  /** How long a device cookie is honoured after the login that set it. */
  deviceMaxAgeSeconds: number;
}

export interface PaymentSettings {
  /** Deposits are play money (the embedded demo): credited at once unless the request says
   * `demoCredit: false`, which leaves it pending for the back office as in production. */
  demoMode: boolean;
  /** HMAC-SHA256 key of the payment provider's webhook. */
  webhookSecret: string;
}

export interface RealtimeSettings {
  /** How long a new socket has to send its auth message. */
  authTimeoutMs: number;
  /** How often every socket's session is checked (and the client pinged). */
  sessionCheckMs: number;
  /** The largest client message read, bytes (REALTIME_MAX_MESSAGE_BYTES); larger closes the socket. */
  maxMessageBytes: number;
  /** What a socket that does not read may hold of the server's memory, bytes (REALTIME_MAX_BUFFERED_BYTES). */
  maxBufferedBytes: number;
  /** On shutdown, how long a client has to answer the 1001 close before its connection is cut. */
  closeGraceMs: number;
}

/** The realtime timings; the limits come from the environment's defaults (env.ts). */
export const REALTIME_DEFAULTS: Pick<RealtimeSettings, 'authTimeoutMs' | 'sessionCheckMs' | 'closeGraceMs'> = {
  authTimeoutMs: 10_000,
  sessionCheckMs: 30_000,
  closeGraceMs: 5_000,
};

/** Remote releases (docs/architecture.md, "Remote releases"). */
export interface ReleaseSettings {
  /** What the release tool sends as `x-release-token` (RELEASE_TOKEN); undefined: the tool is shut out. */
  token: string | undefined;
  /** Where the contract gate reads versions and the live host's manifest. */
  sources: ReleaseSources;
  /** When a canary stops by itself. */
  rule: RollbackRule;
  /** Beacons per client address per minute. */
  beaconsPerMinute: number;
}

export interface Settings {
  auth: AuthSettings;
  payments: PaymentSettings;
  realtime: RealtimeSettings;
  releases: ReleaseSettings;
}
