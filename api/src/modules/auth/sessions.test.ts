import { useTestApp } from '../../testing/test-app.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { accountForUserToken } from './sessions.ts';

const ctx = useTestApp();

beforeAll(async () => {
  await seedDemoAccounts(ctx.db);
});

const login = async (username: string, password: string) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } })).json();

describe('accountForUserToken', () => {
  it('answers the account only for the UserToken of the caller’s current session', async () => {
    const { db } = ctx.database.connection;
    const member = await login('member', 'member1234');
    const agent = await login('agent', 'agent1234');
    const memberId = BigInt(member.userData.userID);

    expect(await accountForUserToken(db, member.UserToken, memberId)).toEqual({
      id: memberId,
      username: 'member',
      role: 'member',
      countLogin: member.userData.count_login,
      discountBp: 0,
    });
    // Another caller presenting the member's UserToken, or the member presenting someone else's.
    expect(await accountForUserToken(db, member.UserToken, BigInt(agent.userData.userID))).toBeNull();
    expect(await accountForUserToken(db, agent.UserToken, memberId)).toBeNull();
    expect(await accountForUserToken(db, 'not-a-token', memberId)).toBeNull();

    // After a newer login the old UserToken is dead; the new one works.
    const again = await login('member', 'member1234');
    expect(await accountForUserToken(db, member.UserToken, memberId)).toBeNull();
    expect((await accountForUserToken(db, again.UserToken, memberId))?.countLogin).toBe(again.userData.count_login);
  });
});
