// Device cookies (OWASP's "device cookie", docs/security.md#limits): after a successful login the
// API gives the browser an HttpOnly cookie holding a device token — the username, a random device id
// and when it was given, signed with a key derived from the signing key (JWT_SECRET or the
// installation's own). A login, reset code or current password sent with a valid token for its
// username comes from a browser that signed in as that person before: the throttle judges it by
// that device's own failures alone (throttle.ts), so strangers' guesses never lock it out.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthSettings } from '../../config/settings.ts';
import type { LoginClient } from './throttle.ts';

/** The cookie's name; it is sent only to /api/auth (login, refresh, reset, password change). */
export const DEVICE_COOKIE = 'tanghuay_device';
export const DEVICE_COOKIE_PATH = '/api/auth';

/** The key device tokens are signed with: never the signing key itself, never a constant. */
const deviceKey = (secret: string) => createHmac('sha256', secret).update('tanghuay-login-device').digest();

const signature = (payload: string, secret: string) => createHmac('sha256', deviceKey(secret)).update(payload).digest();

/** A new device id: 16 random bytes, base64url (22 characters). */
export const newDeviceId = (): string => randomBytes(16).toString('base64url');

/** A device token for `username` on device `deviceId`, given at `at`: `username.deviceId.seconds.signature`. */
export function deviceToken(secret: string, username: string, deviceId: string, at: Date): string {
  const payload = `${username}.${deviceId}.${Math.floor(at.getTime() / 1000)}`;
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

const TOKEN = /^([a-z0-9_]{3,20})\.([A-Za-z0-9_-]{22})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The device id of `token` when it is a genuine token for `username` given less than
 * `maxAgeSeconds` before `now`; null for anything else (none, forged, another person's, too old).
 */
export function deviceIdOf(secret: string, token: string | undefined, username: string, now: Date, maxAgeSeconds: number): string | null {
  const match = token === undefined ? null : TOKEN.exec(token);
  if (!match) return null;
  const [, tokenUsername, deviceId, issuedAt, given] = match as unknown as [string, string, string, string, string];
  const expected = signature(`${tokenUsername}.${deviceId}.${issuedAt}`, secret);
  const givenBytes = Buffer.from(given, 'base64url');
  if (givenBytes.length !== expected.length || !timingSafeEqual(givenBytes, expected)) return null;
  if (tokenUsername !== username) return null;
  // Signed here, so never from the future but for instances' clocks differing a little.
  return now.getTime() / 1000 - Number(issuedAt) < maxAgeSeconds ? deviceId : null;
}

/** What a request tells of its sender: its address (the gateway's word) and its device cookie, if any. */
export interface Sender {
  ip: string;
  deviceToken: string | undefined;
}

/** The throttle's view of `sender` trying a secret of `username`: trusted when its device cookie is one for that username. */
export function loginClient(settings: AuthSettings, username: string, sender: Sender, now: Date): LoginClient {
  const device = deviceIdOf(settings.jwtSecret, sender.deviceToken, username, now, settings.loginThrottle.deviceMaxAgeSeconds);
  return { username, ip: sender.ip, device };
}

/**
 * The device token to give `sender` after it signed in as `username` at `at`: the same device
 * (its failures stay its own) when it held a token for that username, else a new one.
 */
export function deviceTokenAfterLogin(settings: AuthSettings, username: string, sender: Sender, at: Date): string {
  const { device } = loginClient(settings, username, sender, at);
  return deviceToken(settings.jwtSecret, username, device ?? newDeviceId(), at);
}
