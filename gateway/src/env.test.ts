import path from 'node:path';
import { readGatewayEnv, readReleaseToolEnv } from './env.ts';

describe('the gateway environment', () => {
  it('defaults to no trusted proxy, 180 days of HSTS, 1 MiB bodies, 60 s for an upstream, 2 s for its readiness and 25 s to shut down', () => {
    expect(readGatewayEnv({})).toMatchObject({
      TRUST_PROXY: false,
      HSTS_MAX_AGE: 15_552_000,
      BODY_LIMIT: 1_048_576,
      UPSTREAM_TIMEOUT_SECONDS: 60,
      HEALTH_TIMEOUT_SECONDS: 2,
      SHUTDOWN_TIMEOUT_SECONDS: 25,
    });
  });

  it.each([
    ['', false],
    ['false', false],
    ['true', true],
    ['127.0.0.1,10.0.0.0/8', '127.0.0.1,10.0.0.0/8'],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(readGatewayEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(expected);
  });

  it('reads HSTS_MAX_AGE=0 as no HSTS, and refuses settings that are not numbers of the right kind', () => {
    expect(readGatewayEnv({ HSTS_MAX_AGE: '0' }).HSTS_MAX_AGE).toBe(0);
    for (const wrong of [{ HSTS_MAX_AGE: '-1' }, { BODY_LIMIT: 'lots' }, { UPSTREAM_TIMEOUT_SECONDS: '0' }, { HEALTH_TIMEOUT_SECONDS: '0' }, { SHUTDOWN_TIMEOUT_SECONDS: '0' }]) {
      expect(() => readGatewayEnv(wrong)).toThrow(/Invalid environment/);
    }
  });

  it('logs at LOG_LEVEL, info by default, and refuses a level pino does not have', () => {
    expect(readGatewayEnv({}).LOG_LEVEL).toBe('info');
    expect(readGatewayEnv({ LOG_LEVEL: 'warn' }).LOG_LEVEL).toBe('warn');
    expect(() => readGatewayEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('the release tool environment', () => {
  it("keeps the token beside the gateway by default, and reads an empty variable as unset", () => {
    expect(readReleaseToolEnv({ RELEASE_TOKEN: '', REMOTES_OPERATOR: '' })).toEqual({
      API_URL: 'http://127.0.0.1:4000',
      RELEASE_TOKEN: undefined,
      RELEASE_TOKEN_FILE: path.resolve(import.meta.dirname, '../.data/release-token'),
      REMOTES_OPERATOR: undefined,
    });
  });

  it('refuses a token shorter than the API accepts', () => {
    expect(() => readReleaseToolEnv({ RELEASE_TOKEN: 'short' })).toThrow(/RELEASE_TOKEN/);
    expect(readReleaseToolEnv({ RELEASE_TOKEN: 'x'.repeat(32) }).RELEASE_TOKEN).toBe('x'.repeat(32));
  });
});
