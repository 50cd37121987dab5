import { onPostgres } from '../../testing/test-database.ts';
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

describe('unknown routes', () => {
  it('answer 404 with a Thai message in the error envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ร้องขอ' } });
  });
});
