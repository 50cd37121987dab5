// Which members a canary reaches (docs/architecture.md, "Remote releases"): each caller has a
// bucket from 0 to 99 per remote, from the account id when signed in, else from the visitor cookie;
// a canary at share S serves its candidate to buckets below S. The bucket never changes for a
// caller, so growing the share (10 → 50) keeps everyone who had the candidate on it. Salted by the
// remote so that the same members are not the first to get every remote's candidates.
import { createHash } from 'node:crypto';
import type { RemoteName } from '@tanghuay/shared-auth/contract';

export const BUCKETS = 100;

/** The caller's bucket for `remote`, 0–99: the first 6 bytes of sha256 (modulo bias below 1e-12). */
export function bucketOf(remote: RemoteName, callerId: string): number {
  const digest = createHash('sha256').update(`${remote}:${callerId}`).digest();
  return digest.readUIntBE(0, 6) % BUCKETS;
}

/** Whether a caller in `bucket` gets a candidate served to `share` % of members. */
export const inCanary = (bucket: number, share: number): boolean => bucket < share;
