// The keys the API signs with. A key named in the environment (JWT_SECRET, PAYMENT_WEBHOOK_SECRET)
// wins; otherwise each installation makes its own from a cryptographic random source the first
// time it is needed and keeps it in its database (table installation_secret). So no key is ever a
// constant in the code, a key survives restarts, and every API instance on one database signs with
// the same one. See docs/security.md.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { CoreTables, InstallationSecretTable } from '../db/tables.ts';

export type SecretName = InstallationSecretTable['name'];

/** The installation's own key `name`: 32 random bytes, base64url, made once. */
export async function installationSecret(database: Database, name: SecretName): Promise<string> {
  const db: Kysely<CoreTables> = database;
  // Two instances starting together may both offer a key; the first insert wins and both read it.
  await db
    .insertInto('installation_secret')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('installation_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
