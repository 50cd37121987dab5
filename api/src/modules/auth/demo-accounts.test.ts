import { buildApp } from '../../app.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts.ts';

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

describe('seedDemoAccounts', () => {
  it('creates admin, operator, agent and member once; a second run creates nothing', async () => {
    expect(await seedDemoAccounts(database.connection.db)).toEqual(['admin', 'operator', 'agent', 'member']);
    expect(await seedDemoAccounts(database.connection.db)).toEqual([]);
    const rows = await database.connection.db
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

  it.each(DEMO_ACCOUNTS.map((demo) => [demo.username, demo.password, demo.role]))(
    '%s / %s can log in as %s',
    async (username, password, role) => {
      await seedDemoAccounts(database.connection.db);
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
      expect(response.statusCode).toBe(200);
      expect(response.json().userData).toMatchObject({ username, role });
    },
  );
});
