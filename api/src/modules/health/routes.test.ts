import { buildApp } from '../../app.ts';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../testing/test-database.ts';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ connection: database.connection });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /api/health', () => {
  it('reports the database in use and the applied migrations', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: onPostgres ? 'postgresql' : 'pglite',
      migrations: expect.any(Number),
    });
    expect(response.json().migrations).toBeGreaterThanOrEqual(1);
  });
});

describe('unknown routes', () => {
  it('answer 404 with a Thai message in the error envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ร้องขอ' } });
  });
});
