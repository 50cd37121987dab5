// The payment provider signs each webhook call: header `x-payment-signature: t=<unix seconds>,
// v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the shared PAYMENT_WEBHOOK_SECRET. A signature
// older or newer than five minutes is refused, so a captured call cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../plugins/errors.ts';

export const WEBHOOK_SIGNATURE_HEADER = 'x-payment-signature';
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const invalidSignature = () => new ApiError(401, 'INVALID_SIGNATURE', 'ลายมือชื่อของคำขอไม่ถูกต้อง');

const hmac = (secret: string, timestamp: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/** The header value the provider sends for `rawBody` at `now` (its side of the contract; tests sign with it). */
export function signWebhook(rawBody: string, { secret, now }: { secret: string; now: Date }): string {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

/** Throws 401 unless `header` is a fresh, valid signature of `rawBody`. */
export function verifyWebhookSignature(
  header: string | string[] | undefined,
  rawBody: string,
  { secret, now }: { secret: string; now: Date },
): void {
  const match = typeof header === 'string' ? /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header) : null;
  if (!match?.[1] || !match[2]) throw invalidSignature();
  const [, timestamp, signature] = match;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) throw invalidSignature();
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw invalidSignature();
}
