// GET /api/health, /api/health/live and /api/health/ready (closing the app: plugins/graceful-close.test.ts).
import { sql } from 'kysely';
import { buildApp } from '../../app.ts';
import { migrationNames } from '../../db/migrate.ts';
import { createTestDatabase, onPostgres } from '../../testing/test-database.ts';
import { useTestApp } from '../../testing/test-app.ts';

const ctx = useTestApp();

describe('GET /api/health', () => {
  it('reports the database in use and the applied migrations', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: onPostgres ? 'postgresql' : 'pglite',
      migrations: expect.any(Number),
    });
    expect(response.json().migrations).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /api/health/live', () => {
  it('answers 200 while the process runs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 when the database answers and every migration is applied, never from a cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', missing: [] });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming each migration not applied, then the database once it does not answer', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ connection: database.connection });
    try {
      const last = (await migrationNames()).at(-1);
      await sql`delete from schema_migration where name = ${last}`.execute(database.connection.db);
      const behind = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toEqual({ error: { code: 'NOT_READY', message: expect.stringMatching(/[\u0E00-\u0E7F]/) }, missing: [`migration ${last}`] });

      await database.close();
      const unreachable = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(unreachable.statusCode).toBe(503);
      expect(unreachable.json()).toEqual({ error: { code: 'NOT_READY', message: expect.stringMatching(/[\u0E00-\u0E7F]/) }, missing: ['database'] });
    } finally {
      await app.close();
    }
  });
});

describe('unknown routes', () => {
  it('answer 404 with a Thai message in the error envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ร้องขอ' } });
  });
});
