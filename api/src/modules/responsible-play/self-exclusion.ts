// (being written)
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';

/** Throws 403 SELF_EXCLUDED (Thai message with the end date) while the member is self-excluded. */
export async function assertNotSelfExcluded(_db: Kysely<Schema>, _accountId: bigint, _now: Date): Promise<void> {}
