// Access tokens are JWTs signed with HMAC-SHA256 (node:crypto, no library). They name their
// session by its random public id (a UUID), never by a number that could be counted. Refresh tokens
// and UserTokens are 32 random bytes (base64url) that the database only ever sees as SHA-256
// hashes; the refresh token that follows another is derived from it with the signing key.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isId } from '../../lib/ids.ts';

export interface AccessClaims {
  /** Account id. */
  sub: string;
  /** The session's public id (a random UUID). */
  sid: string;
  /** The account's count_login when the session began. */
  cl: number;
  iat: number;
  exp: number;
}

export type VerifiedAccess = { ok: true; claims: AccessClaims } | { ok: false; reason: 'invalid' | 'expired' };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const sign = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest();

export function signAccessToken(
  subject: { accountId: bigint; sessionPublicId: string; countLogin: number },
  { secret, ttlSeconds, now, notAfter }: { secret: string; ttlSeconds: number; now: Date; notAfter?: Date },
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: AccessClaims = {
    sub: String(subject.accountId),
    sid: subject.sessionPublicId,
    cl: subject.countLogin,
    iat,
    // A token never outlives its session (notAfter: the session's end).
    exp: Math.min(iat + ttlSeconds, notAfter ? Math.floor(notAfter.getTime() / 1000) : Number.MAX_SAFE_INTEGER),
  };
  const input = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${input}.${sign(input, secret).toString('base64url')}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const isClaims = (value: unknown): value is AccessClaims => {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sub === 'string' &&
    isId(c.sub) &&
    typeof c.sid === 'string' &&
    UUID.test(c.sid) &&
    Number.isSafeInteger(c.cl) &&
    Number.isSafeInteger(c.iat) &&
    Number.isSafeInteger(c.exp)
  );
};

export function verifyAccessToken(token: string, { secret, now }: { secret: string; now: Date }): VerifiedAccess {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [header, payload, signature] = parts as [string, string, string];
  // Only our own header is accepted: no alg "none", no other algorithm.
  if (header !== HEADER) return { ok: false, reason: 'invalid' };
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'invalid' };
  if (claims.exp <= Math.floor(now.getTime() / 1000)) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/** A new opaque token: 32 random bytes, base64url (43 characters). */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/**
 * The refresh token that follows `refreshToken`: an HMAC of it under the signing key, so the
 * server can answer the same successor again (two tabs refreshing at once) without storing it,
 * and nobody without the key can compute it from an old token.
 */
export const successorRefreshToken = (refreshToken: string, secret: string): string =>
  createHmac('sha256', secret).update(`refresh-token-successor.${refreshToken}`).digest('base64url');

/** What the database stores for an opaque token: its SHA-256, hex. */
export const hashOpaqueToken = (token: string): string => createHash('sha256').update(token).digest('hex');
