// What a caller gets when the database is away (docs/architecture.md, "The database away"): 503
// NOT_READY in Thai, at once, rather than a 500 or a wait; any other failure stays a 500.
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type Connection, openConnection } from '../db/connection.ts';
import { registerErrorHandling } from './errors.ts';

describe('a request whose database cannot be reached', () => {
  let app: FastifyInstance;
  let away: Connection;

  beforeAll(async () => {
    // No server listens on port 1 of this machine: each connection is refused.
    away = await openConnection({ databaseUrl: 'postgresql://postgres@127.0.0.1:1/none', connectTimeoutSeconds: 1 });
    app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/reads', async () => (await sql`select 1`.execute(away.db)).rows);
    app.get('/fails', async () => {
      throw new Error('a bug');
    });
  });

  afterAll(async () => {
    await app.close();
    await away.close();
  });

  it('is answered 503 NOT_READY with a Thai message', async () => {
    const response = await app.inject({ method: 'GET', url: '/reads' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: { code: 'NOT_READY', message: 'ระบบยังไม่พร้อมให้บริการ กรุณาลองใหม่อีกครั้ง' } });
  });

  it('leaves any other failure a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/fails' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง' } });
  });
});
