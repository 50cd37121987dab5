// GET /api/health: the API answers and reaches its database; it says which database (PostgreSQL or
// the embedded PGlite) and how many migrations are applied.
import { sql } from 'kysely';
import type { RouteContext, Routes } from '../../lib/route-context.ts';

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

export function healthRoutes({ connection }: RouteContext): Routes {
  return async (app) => {
    app.get('/health', { schema: healthSchema }, async () => {
      const { rows } = await sql<{ count: bigint }>`select count(*) as count from schema_migration`.execute(connection.db);
      return { status: 'ok' as const, database: connection.kind, migrations: Number(rows[0]?.count ?? 0) };
    });
  };
}
