import { seedDemoAccounts } from '../modules/auth/index.ts';
import { useTestApp } from '../testing/test-app.ts';
import { accountOf, requireRole } from './auth.ts';

const ctx = useTestApp();

beforeAll(async () => {
  ctx.app.get('/api/test/back-office', { onRequest: [ctx.app.authenticate, requireRole('admin', 'master')] }, async (request) => {
    const { id, role, username, countLogin } = accountOf(request);
    return { id: String(id), role, username, countLogin };
  });
  await seedDemoAccounts(ctx.db);
});

const tokenOf = async (username: string, password: string) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } })).json().token as string;

const backOffice = (token?: string) =>
  ctx.app.inject({
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
    const basic = await ctx.app.inject({ method: 'GET', url: '/api/test/back-office', headers: { authorization: 'Basic abc' } });
    expect(basic.json().error.code).toBe('UNAUTHENTICATED');
  });
});
