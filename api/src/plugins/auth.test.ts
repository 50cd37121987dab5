import { buildApp } from '../app.ts';
import { seedDemoAccounts } from '../modules/auth/demo-accounts.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { accountOf, requireRole } from './auth.ts';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ connection: database.connection });
  app.get('/api/test/back-office', { onRequest: [app.authenticate, requireRole('admin', 'master')] }, async (request) => {
    const { id, role, username, countLogin } = accountOf(request);
    return { id: String(id), role, username, countLogin };
  });
  await seedDemoAccounts(database.connection.db);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const tokenOf = async (username: string, password: string) =>
  (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } })).json().token as string;

const backOffice = (token?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/test/back-office',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('authenticate + requireRole', () => {
  it.each([
    ['admin', 'admin1234', 'admin'],
    ['agent', 'agent1234', 'master'],
  ])('lets %s (%s) through and sets request.account', async (username, password, role) => {
    const response = await backOffice(await tokenOf(username, password));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.stringMatching(/^\d+$/), role, username, countLogin: expect.any(Number) });
  });

  it.each([
    ['member', 'member1234'],
    ['operator', 'operator1234'],
  ])('answers 403 to %s', async (username, password) => {
    const response = await backOffice(await tokenOf(username, password));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'บัญชีของท่านไม่มีสิทธิ์ใช้งานส่วนนี้' } });
  });

  it('answers 401 without a token, or with a Basic one', async () => {
    expect((await backOffice()).statusCode).toBe(401);
    const basic = await app.inject({ method: 'GET', url: '/api/test/back-office', headers: { authorization: 'Basic abc' } });
    expect(basic.json().error.code).toBe('UNAUTHENTICATED');
  });
});
