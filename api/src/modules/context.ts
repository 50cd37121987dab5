// What every route module gets from buildApp: the database and the clock (tests move the clock).
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.ts';

export interface ModuleContext {
  db: Kysely<Schema>;
  now: () => Date;
}
