import { useTestApp } from '../../testing/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_MEMBER_BANK, seedDemoAccounts } from './demo-accounts.ts';

const ctx = useTestApp();

describe('seedDemoAccounts', () => {
  it('creates admin, operator, agent and member once; a second run creates nothing', async () => {
    expect(await seedDemoAccounts(ctx.db)).toEqual(['admin', 'operator', 'agent', 'member']);
    expect(await seedDemoAccounts(ctx.db)).toEqual([]);
    const rows = await ctx.db
      .selectFrom('account')
      .select(['id', 'username', 'role', 'usertype', 'parent_id'])
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(4);
    const agent = rows.find((row) => row.username === 'agent');
    expect(rows.map(({ username, role, usertype, parent_id }) => ({ username, role, usertype, parent_id }))).toEqual([
      { username: 'admin', role: 'admin', usertype: 'staff', parent_id: null },
      { username: 'operator', role: 'agadmin', usertype: 'staff', parent_id: null },
      { username: 'agent', role: 'master', usertype: 'agent', parent_id: null },
      { username: 'member', role: 'member', usertype: 'member', parent_id: agent?.id },
    ]);
  });

  it('gives the demo member a registered bank account, so withdrawals can be tried', async () => {
    await seedDemoAccounts(ctx.db);
    const member = await ctx.db
      .selectFrom('account')
      .select(['phone', 'bank_code', 'bank_account_no', 'bank_account_name'])
      .where('username', '=', 'member')
      .executeTakeFirstOrThrow();
    expect(member).toEqual(DEMO_MEMBER_BANK);
  });

  it.each(DEMO_ACCOUNTS.map((demo) => [demo.username, demo.password, demo.role]))(
    '%s / %s can log in as %s',
    async (username, password, role) => {
      await seedDemoAccounts(ctx.db);
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
      expect(response.statusCode).toBe(200);
      expect(response.json().userData).toMatchObject({ username, role });
    },
  );
});
