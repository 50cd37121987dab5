import { insertAccount } from '../../testing/accounts.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MEMBER_ROLES, type Role } from './abilities.ts';
import { reachableMembers } from './scope.ts';

const ctx = useTestDatabase();

const caller = (id: bigint, role: Role) => ({ id, role });

/** The member ids `reachableMembers` lets `who` reach, in id order. */
async function reached(who: ReturnType<typeof caller>): Promise<bigint[]> {
  const reach = reachableMembers(who);
  let query = ctx.db.selectFrom('account').select('id').where('role', 'in', MEMBER_ROLES).orderBy('id');
  if (reach !== null) query = query.where('id', 'in', reach);
  return (await query.execute()).map((row) => row.id);
}

describe('reachableMembers (docs/backoffice.md#rights)', () => {
  it('administrators and operators reach every member, an agent its own, a group the members of its agents', async () => {
    const group = await insertAccount(ctx.db, { role: 'AGgroup' });
    const agentOfGroup = await insertAccount(ctx.db, { role: 'master', parentId: group.id });
    const otherAgentOfGroup = await insertAccount(ctx.db, { role: 'agline', parentId: group.id });
    const loneAgent = await insertAccount(ctx.db, { role: 'master' });
    const a = await insertAccount(ctx.db, { parentId: agentOfGroup.id });
    const b = await insertAccount(ctx.db, { role: 'seamless', parentId: otherAgentOfGroup.id });
    const c = await insertAccount(ctx.db, { parentId: loneAgent.id });
    const d = await insertAccount(ctx.db);

    expect(reachableMembers(caller(1n, 'admin'))).toBeNull();
    expect(reachableMembers(caller(1n, 'agadmin'))).toBeNull();
    expect(await reached(caller(agentOfGroup.id, 'master'))).toEqual([a.id]);
    expect(await reached(caller(otherAgentOfGroup.id, 'agline'))).toEqual([b.id]);
    expect(await reached(caller(loneAgent.id, 'master'))).toEqual([c.id]);
    expect(await reached(caller(group.id, 'AGgroup'))).toEqual([a.id, b.id]);
    expect(await reached(caller(d.id, 'member'))).toEqual([]);
  });
});
