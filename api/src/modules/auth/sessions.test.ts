import { useTestApp } from '../../testing/test-app.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { TEST_PASSWORD_HASHING } from './testing.ts';
import { accountForUserToken } from './sessions.ts';

const ctx = useTestApp();

beforeAll(async () => {
  await seedDemoAccounts(ctx.db, TEST_PASSWORD_HASHING);
});

const login = async (username: string, password: string) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } })).json();

describe('accountForUserToken', () => {
  it('answers the account only for the UserToken of the caller’s current session', async () => {
    const member = await login('member', 'member1234');
    const agent = await login('agent', 'agent1234');
    const memberCaller = await ctx.app.accountOfToken(member.token);
    const agentCaller = await ctx.app.accountOfToken(agent.token);

    expect(accountForUserToken(memberCaller, member.UserToken)).toMatchObject({
      id: BigInt(member.userData.userID),
      username: 'member',
      role: 'member',
      countLogin: member.userData.count_login,
      discountBp: 0,
    });
    // Another caller presenting the member's UserToken, or the member presenting someone else's.
    expect(accountForUserToken(agentCaller, member.UserToken)).toBeNull();
    expect(accountForUserToken(memberCaller, agent.UserToken)).toBeNull();
    expect(accountForUserToken(memberCaller, 'not-a-token')).toBeNull();

    // After a newer login the old session, and so its UserToken, is dead; the new one works.
    const again = await login('member', 'member1234');
    await expect(ctx.app.accountOfToken(member.token)).rejects.toMatchObject({ statusCode: 401, code: 'SESSION_REVOKED' });
    const newCaller = await ctx.app.accountOfToken(again.token);
    expect(accountForUserToken(newCaller, member.UserToken)).toBeNull();
    expect(accountForUserToken(newCaller, again.UserToken)?.countLogin).toBe(again.userData.count_login);
  });
});
