import { createHmac } from 'node:crypto';
import { hashOpaqueToken, newOpaqueToken, signAccessToken, successorRefreshToken, verifyAccessToken } from './tokens.ts';

const secret = 'x'.repeat(40);
const now = new Date('2026-11-22T03:00:00Z');
const SID = '0b7e2c1a-5d4f-4e3b-9a8c-7f6e5d4c3b2a';
const subject = { accountId: 7n, sessionPublicId: SID, countLogin: 3 };
const token = signAccessToken(subject, { secret, ttlSeconds: 900, now });
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  it('carry sub, sid and cl, and verify until they expire', () => {
    const verified = verifyAccessToken(token, { secret, now: new Date(now.getTime() + 899_000) });
    expect(verified).toEqual({
      ok: true,
      claims: { sub: '7', sid: SID, cl: 3, iat: now.getTime() / 1000, exp: now.getTime() / 1000 + 900 },
    });
  });

  it('verify when signed by hand with the same key: tokens issued by an earlier library stay valid', () => {
    const header = b64({ alg: 'HS256', typ: 'JWT' });
    const claims = { sub: '7', sid: SID, cl: 3, iat: 0, exp: 9e9 };
    const payload = b64(claims);
    const byHand = `${header}.${payload}.${createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url')}`;
    expect(verifyAccessToken(byHand, { secret, now })).toEqual({ ok: true, claims });
  });

  it('are expired at their lifetime', () => {
    expect(verifyAccessToken(token, { secret, now: new Date(now.getTime() + 900_000) })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('are refused when signed with another secret or altered', () => {
    expect(verifyAccessToken(token, { secret: 'y'.repeat(40), now })).toEqual({ ok: false, reason: 'invalid' });
    const [header, , signature] = token.split('.');
    const forged = `${header}.${b64({ sub: '1', sid: SID, cl: 3, iat: 0, exp: 9e9 })}.${signature}`;
    expect(verifyAccessToken(forged, { secret, now })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuse other algorithms, "none" included, and malformed input', () => {
    const payload = b64({ sub: '7', sid: SID, cl: 3, iat: 0, exp: 9e9 });
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const hs512Header = b64({ alg: 'HS512', typ: 'JWT' });
    const hs512 = `${hs512Header}.${payload}.${createHmac('sha512', secret).update(`${hs512Header}.${payload}`).digest('base64url')}`;
    for (const bad of [none, hs512, '', 'a.b', 'a.b.c.d', token.replace(/\.[^.]+$/, '.')]) {
      expect(verifyAccessToken(bad, { secret, now })).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuse a session named by a number instead of its random public id, even when correctly signed', () => {
    const header = token.split('.')[0];
    for (const sid of ['42', '9223372036854775808', SID.toUpperCase()]) {
      const payload = b64({ sub: '7', sid, cl: 3, iat: 0, exp: 9e9 });
      const signed = `${header}.${payload}.${createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url')}`;
      expect(verifyAccessToken(signed, { secret, now })).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});

describe('opaque tokens', () => {
  it('are 32 random bytes in base64url, stored as a SHA-256 hex digest', () => {
    const a = newOpaqueToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newOpaqueToken()).not.toBe(a);
    expect(hashOpaqueToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOpaqueToken(a)).toBe(hashOpaqueToken(a));
  });

  it("follow each other by the signing key: the same token's successor is the same, another key's is not", () => {
    const refresh = newOpaqueToken();
    const next = successorRefreshToken(refresh, secret);
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(successorRefreshToken(refresh, secret)).toBe(next);
    expect(successorRefreshToken(refresh, 'y'.repeat(40))).not.toBe(next);
    expect(successorRefreshToken(next, secret)).not.toBe(next);
  });
});
