// The health endpoints (docs/architecture.md, "Health and shutdown"):
// - GET /api/health: the API answers and reaches its database; it says which database (PostgreSQL
//   or the embedded PGlite) and how many migrations are applied.
// - GET /api/health/live: the process answers (liveness); touches nothing else.
// - GET /api/health/ready: 200 when the database answers and every migration in api/migrations is
//   applied, else 503 in the error envelope naming what is missing (readiness): one small query. Once the app is closing,
//   Fastify answers 503 itself.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Connection } from '../../db/connection.ts';
import { migrationNames } from '../../db/migrate.ts';
import type { RouteContext, Routes } from '../../lib/route-context.ts';
import { errorBody, NOT_READY } from '../../plugins/errors.ts';

const healthSchema = {
  response: {
    200: {
      type: 'object',
      required: ['status', 'database', 'migrations'],
      additionalProperties: false,
      properties: {
        status: { type: 'string', enum: ['ok'] },
        database: { type: 'string', enum: ['postgresql', 'pglite'] },
        migrations: { type: 'integer', description: 'number of applied migrations' },
      },
    },
  },
} as const;

const liveSchema = {
  summary: 'Liveness: the process answers',
  response: {
    200: {
      type: 'object',
      required: ['status'],
      additionalProperties: false,
      properties: { status: { type: 'string', enum: ['ok'] } },
    },
  },
} as const;

const missingSchema = {
  type: 'array',
  items: { type: 'string' },
  description: "what keeps the API from serving: 'database' (it does not answer) or 'migration <file>' for each one not applied",
} as const;

const readySchema = {
  summary: 'Readiness: the database answers and every migration is applied (503 otherwise, and while shutting down)',
  response: {
    200: {
      type: 'object',
      required: ['status', 'missing'],
      additionalProperties: false,
      properties: { status: { type: 'string', enum: ['ok'] }, missing: missingSchema },
    },
    // Not ready is an error like any other (the envelope), naming what is missing.
    503: {
      type: 'object',
      required: ['error', 'missing'],
      additionalProperties: false,
      properties: { error: errorBody.properties.error, missing: missingSchema },
    },
  },
} as const;


/** What the API lacks to serve: nothing, 'database', or the migrations of `expected` not applied. */
async function missingNow(connection: Connection, expected: readonly string[], log: FastifyBaseLogger): Promise<string[]> {
  try {
    const { rows } = await sql<{ name: string }>`select name from schema_migration`.execute(connection.db);
    const applied = new Set(rows.map((row) => row.name));
    return expected.filter((name) => !applied.has(name)).map((name) => `migration ${name}`);
  } catch (error) {
    log.warn({ err: error }, 'readiness: the database did not answer');
    return ['database'];
  }
}

export function healthRoutes({ connection }: RouteContext): Routes {
  return async (app) => {
    const expected = await migrationNames();

    app.get('/health', { schema: healthSchema }, async () => {
      const { rows } = await sql<{ count: bigint }>`select count(*) as count from schema_migration`.execute(connection.db);
      return { status: 'ok' as const, database: connection.kind, migrations: Number(rows[0]?.count ?? 0) };
    });

    app.get('/health/live', { schema: liveSchema }, async () => ({ status: 'ok' as const }));

    app.get('/health/ready', { schema: readySchema }, async (_request, reply) => {
      const missing = await missingNow(connection, expected, app.log);
      if (missing.length > 0) return reply.code(503).send({ error: NOT_READY, missing });
      return { status: 'ok' as const, missing };
    });
  };
}
