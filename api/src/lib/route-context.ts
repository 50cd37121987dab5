// What every module's routes get from buildApp (app.ts): one shape for all of them.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { Connection } from '../db/connection.ts';
import type { Database } from '../db/database.ts';
import type { Settings } from '../config/settings.ts';

export interface RouteContext {
  /** The database, with what health and realtime need of the connection itself. */
  connection: Connection;
  /** connection.db, the database the module functions take. */
  db: Database;
  /** The clock; tests move it. */
  now: () => Date;
  /** The app's resolved settings. */
  settings: Settings;
}

/**
 * A module's routes, registered by app.ts. Handlers are typed from their JSON schemas
 * (json-schema-to-ts): declare schemas `as const` and read `request.body`, `request.query`,
 * `request.params` and `request.headers` without casts.
 */
export type Routes = FastifyPluginAsyncJsonSchemaToTs;
