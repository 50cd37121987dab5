import { loginThrottleOf, passwordHashingOf, readEnv, trustProxyOf } from './env.ts';

const OWN_SECRET = 'a-production-secret-of-at-least-32-characters';
const OWN_WEBHOOK_SECRET = 'a-payment-provider-key-of-at-least-32-characters';
const PRODUCTION = { DEMO_MODE: 'false', JWT_SECRET: OWN_SECRET, PAYMENT_WEBHOOK_SECRET: OWN_WEBHOOK_SECRET };

describe('readEnv', () => {
  it('defaults to demo mode on the loopback address, with no secret named (the installation makes its own) and 15-minute access tokens', () => {
    const env = readEnv({});
    expect(env.DEMO_MODE).toBe(true);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.TRUST_PROXY).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
    expect(env.PAYMENT_WEBHOOK_SECRET).toBeUndefined();
    expect(env.ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(env.REFRESH_TOKEN_TTL_SECONDS).toBe(7 * 24 * 3600);
    expect(env.REFRESH_REUSE_GRACE_SECONDS).toBe(10);
    expect(env.REGISTRATION_LIMIT_PER_HOUR).toBe(10);
    expect(env.BODY_LIMIT).toBe(1_048_576);
    expect(env.SESSION_CACHE_TTL_SECONDS).toBe(60);
    expect(env.SESSION_CACHE_MAX_ENTRIES).toBe(10_000);
    expect(env.SHUTDOWN_TIMEOUT_SECONDS).toBe(25);
  });

  it('keeps sessions in memory for 1 s to an hour, and as many as asked (0: none)', () => {
    expect(readEnv({ SESSION_CACHE_TTL_SECONDS: '5', SESSION_CACHE_MAX_ENTRIES: '0' })).toMatchObject({
      SESSION_CACHE_TTL_SECONDS: 5,
      SESSION_CACHE_MAX_ENTRIES: 0,
    });
    expect(() => readEnv({ SESSION_CACHE_TTL_SECONDS: '0' })).toThrow(/SESSION_CACHE_TTL_SECONDS/);
    expect(() => readEnv({ SESSION_CACHE_TTL_SECONDS: '3601' })).toThrow(/SESSION_CACHE_TTL_SECONDS/);
    expect(() => readEnv({ SESSION_CACHE_MAX_ENTRIES: '-1' })).toThrow(/SESSION_CACHE_MAX_ENTRIES/);
  });

  it('ends sessions 30 days after a member signs in and 12 hours after staff do', () => {
    const env = readEnv({});
    expect(env.SESSION_MAX_AGE_MEMBER_SECONDS).toBe(30 * 24 * 3600);
    expect(env.SESSION_MAX_AGE_STAFF_SECONDS).toBe(12 * 3600);
    expect(readEnv({ SESSION_MAX_AGE_STAFF_SECONDS: '3600' }).SESSION_MAX_AGE_STAFF_SECONDS).toBe(3600);
    expect(() => readEnv({ SESSION_MAX_AGE_MEMBER_SECONDS: '0' })).toThrow(/SESSION_MAX_AGE_MEMBER_SECONDS/);
    expect(() => readEnv({ SESSION_MAX_AGE_STAFF_SECONDS: 'never' })).toThrow(/SESSION_MAX_AGE_STAFF_SECONDS/);
  });

  it('throttles logins per (username, address) 5, address 20, username from untrusted clients 50 and device 5 in 15 minutes', () => {
    expect(loginThrottleOf(readEnv({}))).toEqual({
      windowSeconds: 900,
      perUsernameAddress: 5,
      perAddress: 20,
      perUsername: 50,
      perDevice: 5,
      deviceMaxAgeSeconds: 180 * 24 * 3600,
    });
    expect(loginThrottleOf(readEnv({ LOGIN_FAILURES_PER_USERNAME: '100', LOGIN_THROTTLE_WINDOW_SECONDS: '600' }))).toMatchObject({
      windowSeconds: 600,
      perUsername: 100,
    });
    expect(() => readEnv({ LOGIN_FAILURES_PER_DEVICE: '0' })).toThrow(/LOGIN_FAILURES_PER_DEVICE/);
    expect(() => readEnv({ LOGIN_THROTTLE_WINDOW_SECONDS: '59' })).toThrow(/LOGIN_THROTTLE_WINDOW_SECONDS/);
  });

  it('hashes passwords with 19 MiB and 2 passes by default; lower only in demo mode', () => {
    expect(passwordHashingOf(readEnv({}))).toEqual({ memoryKib: 19_456, passes: 2 });
    expect(passwordHashingOf(readEnv({ PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_PASSES: '1' }))).toEqual({ memoryKib: 1024, passes: 1 });
    expect(passwordHashingOf(readEnv({ ...PRODUCTION, PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_PASSES: '3' }))).toEqual({
      memoryKib: 65_536,
      passes: 3,
    });
    expect(() => readEnv({ ...PRODUCTION, PASSWORD_HASH_MEMORY_KIB: '19455' })).toThrow(/PASSWORD_HASH_MEMORY_KIB/);
    expect(() => readEnv({ ...PRODUCTION, PASSWORD_HASH_PASSES: '1' })).toThrow(/PASSWORD_HASH_PASSES/);
    expect(() => readEnv({ PASSWORD_HASH_MEMORY_KIB: '7' })).toThrow(/PASSWORD_HASH_MEMORY_KIB/);
    expect(() => readEnv({ PASSWORD_HASH_PASSES: '0' })).toThrow(/PASSWORD_HASH_PASSES/);
  });

  it('refuses production mode without a JWT_SECRET', () => {
    expect(() => readEnv({ ...PRODUCTION, JWT_SECRET: undefined })).toThrow(/JWT_SECRET/);
  });

  it('refuses production mode without a payment webhook secret', () => {
    expect(() => readEnv({ ...PRODUCTION, PAYMENT_WEBHOOK_SECRET: undefined })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
  });

  it('accepts production mode with secrets of its own', () => {
    const env = readEnv(PRODUCTION);
    expect(env.DEMO_MODE).toBe(false);
    expect(env.JWT_SECRET).toBe(OWN_SECRET);
    expect(env.PAYMENT_WEBHOOK_SECRET).toBe(OWN_WEBHOOK_SECRET);
  });

  it('refuses a short secret and an access-token lifetime above 15 minutes', () => {
    expect(() => readEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => readEnv({ ACCESS_TOKEN_TTL_SECONDS: '901' })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/);
  });

  it('leaves /metrics open without METRICS_TOKEN, and refuses a token under 16 characters', () => {
    expect(readEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(readEnv({ METRICS_TOKEN: 'a-scraper-token-of-its-own' }).METRICS_TOKEN).toBe('a-scraper-token-of-its-own');
    expect(() => readEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('trustProxyOf', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['127.0.0.1,10.0.0.0/8', '127.0.0.1,10.0.0.0/8'],
  ])('%s → %s', (value, expected) => {
    expect(trustProxyOf(value)).toBe(expected);
  });
});
