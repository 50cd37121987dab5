// Access tokens are JWTs signed with HMAC-SHA256 by fast-jwt (node:crypto, synchronous: a request
// spends microseconds on its token, not a WebCrypto job); HS256 is the only algorithm accepted
// ("none" and every other one are refused). They name their session by its random public id (a
// UUID), never by a number that could be counted. Refresh tokens and UserTokens are 32 random
// bytes (base64url) that the database only ever sees as SHA-256 hashes; the refresh token that
// follows another is derived from it with the signing key. See docs/security.md#sessions.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
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

type Sign = (claims: AccessClaims) => string;
type Verify = (token: string) => { header: { typ?: unknown }; payload: unknown };

let made: { secret: string; sign: Sign; verify: Verify } | undefined;

/**
 * The signer and verifier of the secret in use, made once (every request verifies with them). The
 * claims carry their own iat and exp, which are checked against the caller's clock, not fast-jwt's.
 */
function jwtOf(secret: string): { sign: Sign; verify: Verify } {
  if (made?.secret !== secret) {
    made = {
      secret,
      sign: createSigner({ key: secret, algorithm: ALGORITHM }),
      verify: createVerifier({ key: secret, algorithms: [ALGORITHM], complete: true, ignoreExpiration: true, ignoreNotBefore: true }),
    };
  }
  return made;
}

export function signAccessToken(
  subject: { accountId: bigint; sessionPublicId: string; countLogin: number },
  { secret, ttlSeconds, now, notAfter }: { secret: string; ttlSeconds: number; now: Date; notAfter?: Date },
): string {
  const iat = Math.floor(now.getTime() / 1000);
  // A token never outlives its session (notAfter: the session's end).
  const exp = Math.min(iat + ttlSeconds, notAfter ? Math.floor(notAfter.getTime() / 1000) : Number.MAX_SAFE_INTEGER);
  return jwtOf(secret).sign({ sub: String(subject.accountId), sid: subject.sessionPublicId, cl: subject.countLogin, iat, exp });
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
  let verified: ReturnType<Verify>;
  try {
    verified = jwtOf(secret).verify(token);
  } catch (error) {
    if (!(error instanceof TokenError)) throw error;
    return { ok: false, reason: 'invalid' };
  }
  const { header, payload } = verified;
  if (header.typ !== 'JWT' || !isClaims(payload)) return { ok: false, reason: 'invalid' };
  return payload.exp > now.getTime() / 1000 ? { ok: true, claims: payload } : { ok: false, reason: 'expired' };
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
