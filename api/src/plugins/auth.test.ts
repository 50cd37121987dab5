import { ROLES, type Role, seedDemoAccounts } from '../modules/auth/index.ts';
import { type SignedIn, signedInAccount, TEST_PASSWORD_HASHING } from '../testing/accounts.ts';
import { useTestApp } from '../testing/test-app.ts';
import { accountOf, requireAbility, requireRole } from './auth.ts';

const ctx = useTestApp();

// The rights table of docs/backoffice.md#rights, written out here rather than read from
// abilitiesFor: the hook must let through exactly these roles.
const RIGHTS: [action: 'read' | 'manage', subject: string, allowed: Role[]][] = [
  ['read', 'Backoffice', ['admin', 'agadmin', 'master', 'agline']],
  ['read', 'Report', ['admin', 'agadmin', 'master', 'agline', 'AGgroup']],
  ['manage', 'Payment', ['admin', 'agadmin', 'master', 'agline']],
  ['manage', 'DepositApproval', ['admin', 'agadmin']],
  ['manage', 'Member', ['admin', 'agadmin', 'master', 'agline']],
  ['manage', 'Round', ['admin', 'agadmin', 'agseamless']],
  ['read', 'LottoStatus', ['admin', 'agadmin', 'agseamless']],
  ['manage', 'Result', ['admin', 'agadmin']],
  ['manage', 'Lottery', ['admin', 'agadmin']],
  ['read', 'Audit', ['admin', 'agadmin']],
  ['read', 'LottoAgent', ['admin', 'agadmin', 'AGgroup']],
  ['manage', 'Agent', ['admin', 'agadmin']],
  ['manage', 'Settings', ['admin']],
];

beforeAll(async () => {
  ctx.app.get('/api/test/back-office', { onRequest: [ctx.app.authenticate, requireRole('admin', 'master')] }, async (request) => {
    const { id, role, username, countLogin } = accountOf(request);
    return { id: String(id), role, username, countLogin };
  });
  for (const [action, subject] of RIGHTS) {
    const hooks = [ctx.app.authenticate, requireAbility(action, subject)];
    ctx.app.get(`/api/test/${action}/${subject}`, { onRequest: hooks }, async () => ({ ok: true }));
  }
  await seedDemoAccounts(ctx.db, TEST_PASSWORD_HASHING);
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

describe('authenticate + requireAbility', () => {
  const signedIn = new Map<Role, SignedIn>();

  beforeAll(async () => {
    for (const role of ROLES) signedIn.set(role, await signedInAccount(ctx, { role }));
  });

  it.each(RIGHTS)('%s %s: lets through exactly %j', async (action, subject, allowed) => {
    const statuses = new Map<Role, number>();
    for (const role of ROLES) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/test/${action}/${subject}`, headers: signedIn.get(role)?.headers });
      statuses.set(role, response.statusCode);
    }
    expect(Object.fromEntries(statuses)).toEqual(Object.fromEntries(ROLES.map((role) => [role, allowed.includes(role) ? 200 : 403])));
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/test/manage/Settings' })).statusCode).toBe(401);
  });
});
