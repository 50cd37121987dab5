// Access tokens are JWTs signed with HMAC-SHA256 by jose; HS256 is the only algorithm accepted
// ("none" and every other one are refused). They name their session by its random public id (a
// UUID), never by a number that could be counted. Refresh tokens and UserTokens are 32 random
// bytes (base64url) that the database only ever sees as SHA-256 hashes; the refresh token that
// follows another is derived from it with the signing key. See docs/security.md#sessions.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type CryptoKey, errors, jwtVerify, SignJWT } from 'jose';
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

const ALGORITHM = 'HS256';

let imported: { secret: string; key: Promise<CryptoKey> } | undefined;

/** The signing key as a CryptoKey, imported once for the secret in use (every request verifies with it). */
function signingKey(secret: string): Promise<CryptoKey> {
  if (imported?.secret !== secret) {
    const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    imported = { secret, key };
  }
  return imported.key;
}

export async function signAccessToken(
  subject: { accountId: bigint; sessionPublicId: string; countLogin: number },
  { secret, ttlSeconds, now, notAfter }: { secret: string; ttlSeconds: number; now: Date; notAfter?: Date },
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  // A token never outlives its session (notAfter: the session's end).
  const exp = Math.min(iat + ttlSeconds, notAfter ? Math.floor(notAfter.getTime() / 1000) : Number.MAX_SAFE_INTEGER);
  return new SignJWT({ sid: subject.sessionPublicId, cl: subject.countLogin })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(subject.accountId))
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(await signingKey(secret));
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

export async function verifyAccessToken(token: string, { secret, now }: { secret: string; now: Date }): Promise<VerifiedAccess> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(secret), { algorithms: [ALGORITHM], typ: 'JWT', currentDate: now });
    return isClaims(payload) ? { ok: true, claims: payload } : { ok: false, reason: 'invalid' };
  } catch (error) {
    if (!(error instanceof errors.JOSEError)) throw error;
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
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
