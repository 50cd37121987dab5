// The Idempotency-Key of a money-moving request (placing or cancelling a slip): one per decision of
// the member, sent again unchanged when that same request is retried. Made from
// crypto.getRandomValues, which (unlike crypto.randomUUID) also works on a plain-HTTP address.

/** 32 random hex digits: 128 bits, within the API's 1–100 of A–Z a–z 0–9 _ -. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
