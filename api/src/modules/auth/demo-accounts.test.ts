import { useTestApp } from '../../testing/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_MEMBER_BANK, seedDemoAccounts } from './demo-accounts.ts';
import { TEST_PASSWORD_HASHING } from './testing.ts';

const ctx = useTestApp();

const demoRows = () =>
  ctx.db.selectFrom('account').select(['id', 'username', 'role', 'usertype', 'parent_id']).orderBy('id').execute();

describe('seedDemoAccounts', () => {
  it('creates admin, operator, group, agent, member and lottostatus once; a second run creates nothing', async () => {
    expect(await seedDemoAccounts(ctx.db, TEST_PASSWORD_HASHING)).toEqual(['admin', 'operator', 'group', 'agent', 'member', 'lottostatus']);
    expect(await seedDemoAccounts(ctx.db, TEST_PASSWORD_HASHING)).toEqual([]);
    const rows = await demoRows();
    expect(rows).toHaveLength(6);
    const idOf = (username: string) => rows.find((row) => row.username === username)?.id;
    expect(rows.map(({ username, role, usertype, parent_id }) => ({ username, role, usertype, parent_id }))).toEqual([
      { username: 'admin', role: 'admin', usertype: 'staff', parent_id: null },
      { username: 'operator', role: 'agadmin', usertype: 'staff', parent_id: null },
      { username: 'group', role: 'AGgroup', usertype: 'agent', parent_id: null },
      { username: 'agent', role: 'master', usertype: 'agent', parent_id: idOf('group') },
      { username: 'member', role: 'member', usertype: 'member', parent_id: idOf('agent') },
      { username: 'lottostatus', role: 'agseamless', usertype: 'agent', parent_id: null },
    ]);
  });

  it('puts an agent seeded before the group existed under the group, and changes nothing else', async () => {
    await ctx.db.updateTable('account').set({ parent_id: null }).where('username', '=', 'agent').execute();
    expect(await seedDemoAccounts(ctx.db, TEST_PASSWORD_HASHING)).toEqual([]);
    const rows = await demoRows();
    const group = rows.find((row) => row.username === 'group');
    expect(rows.find((row) => row.username === 'agent')?.parent_id).toBe(group?.id);
    expect(rows.find((row) => row.username === 'admin')?.parent_id).toBeNull();
  });

  it('gives the demo member a registered bank account, so withdrawals can be tried', async () => {
    await seedDemoAccounts(ctx.db, TEST_PASSWORD_HASHING);
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
      await seedDemoAccounts(ctx.db, TEST_PASSWORD_HASHING);
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
      expect(response.statusCode).toBe(200);
      expect(response.json().userData).toMatchObject({ username, role });
    },
  );
});
