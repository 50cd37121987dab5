import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Connection } from '../../db/connection.ts';

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

export function healthRoutes(connection: Connection) {
  return async (app: FastifyInstance) => {
    app.get('/health', { schema: healthSchema }, async () => {
      const { rows } = await sql<{ count: bigint }>`select count(*) as count from schema_migration`.execute(
        connection.db,
      );
      return { status: 'ok', database: connection.kind, migrations: Number(rows[0]?.count ?? 0) };
    });
  };
}
