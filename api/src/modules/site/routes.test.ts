import { signedInAccount } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';

const ctx = useTestApp({ payments: { demoMode: true } });

const readConfig = () => ctx.app.inject({ method: 'GET', url: '/api/site/config' });

describe('site config', () => {
  it('tells anyone the defaults and demo mode, without signing in', async () => {
    const response = await readConfig();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      menuExcludedUserId: null,
      layout: 'vertical',
      demoMode: true,
      demoAccounts: [
        { username: 'admin', password: 'admin1234', role: 'admin' },
        { username: 'operator', password: 'operator1234', role: 'agadmin' },
        { username: 'group', password: 'group1234', role: 'AGgroup' },
        { username: 'agent', password: 'agent1234', role: 'master' },
        { username: 'member', password: 'member1234', role: 'member' },
        { username: 'lottostatus', password: 'lottostatus1234', role: 'agseamless' },
      ],
    });
  });

  it('lets an administrator change it, and only an administrator', async () => {
    const admin = await signedInAccount(ctx, { role: 'admin' });
    const operator = await signedInAccount(ctx, { role: 'agadmin' });
    const member = await signedInAccount(ctx);
    const change = (who: { headers: object } | null, payload: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/backoffice/site/config', headers: { ...who?.headers }, payload });

    expect((await change(operator, { menuExcludedUserId: 7, layout: 'horizontal' })).statusCode).toBe(403);
    expect((await change(member, { menuExcludedUserId: 7, layout: 'horizontal' })).statusCode).toBe(403);
    expect((await change(null, { menuExcludedUserId: 7, layout: 'horizontal' })).statusCode).toBe(401);
    expect((await readConfig()).json().menuExcludedUserId).toBeNull();

    const changed = await change(admin, { menuExcludedUserId: Number(member.id), layout: 'horizontal' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ menuExcludedUserId: Number(member.id), layout: 'horizontal', demoMode: true });
    expect((await readConfig()).json()).toEqual(changed.json());

    expect((await change(admin, { menuExcludedUserId: null, layout: 'vertical' })).json().menuExcludedUserId).toBeNull();
    // Each change is in the audit log with what it was before; the refused ones are not.
    const entries = await ctx.db
      .selectFrom('audit_log')
      .select(['actor_account_id', 'entity', 'entity_id', 'before', 'after'])
      .where('action', '=', 'settings.site')
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      {
        actor_account_id: admin.id,
        entity: 'setting',
        entity_id: 'front',
        before: { menuExcludedUserId: null, layout: 'vertical' },
        after: { menuExcludedUserId: Number(member.id), layout: 'horizontal' },
      },
      {
        actor_account_id: admin.id,
        entity: 'setting',
        entity_id: 'front',
        before: { menuExcludedUserId: Number(member.id), layout: 'horizontal' },
        after: { menuExcludedUserId: null, layout: 'vertical' },
      },
    ]);
  });

  it.each([
    [{ menuExcludedUserId: 0, layout: 'vertical' }],
    [{ menuExcludedUserId: '5', layout: 'vertical' }],
    [{ menuExcludedUserId: 5, layout: 'diagonal' }],
    [{ menuExcludedUserId: 5 }],
    [{ menuExcludedUserId: 5, layout: 'vertical', theme: 'dark' }],
  ])('refuses %j with a Thai 400 and keeps the settings', async (payload) => {
    const admin = await signedInAccount(ctx, { role: 'admin' });
    const before = (await readConfig()).json();
    const response = await ctx.app.inject({ method: 'PUT', url: '/api/backoffice/site/config', headers: admin.headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/[ก-๙]/);
    expect((await readConfig()).json()).toEqual(before);
  });
});

describe('site config outside demo mode', () => {
  const production = useTestApp({ payments: { demoMode: false } });

  it('offers no demo accounts', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/api/site/config' });
    expect(response.json()).toEqual({ menuExcludedUserId: null, layout: 'vertical', demoMode: false, demoAccounts: [] });
  });
});
