// Who created an account (account.created_by, migrations/0014_money_controls.sql): the staff account
// of a back-office creation, none for a registration; accounts older than the column take it from
// their `account.create` audit entry.
import { mkdtemp, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { migrate, MIGRATIONS_DIR, migrationNames } from '../../db/migrate.ts';
import { signedInAccount } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { memberSponsors } from './index.ts';

const ctx = useTestApp();
/** Migrating a database from nothing (twice over, in two steps) takes seconds on PGlite, more on a busy machine. */
const MIGRATING_TIMEOUT_MS = 120_000;

describe('account.created_by', () => {
  it('is the staff account of a back-office creation, and none for a registration', async () => {
    const agent = await signedInAccount(ctx, { role: 'master' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/backoffice/accounts',
      headers: agent.headers,
      payload: { username: 'made_by_agent', password: 'goodpass123', role: 'member', acceptAge20: true },
    });
    expect(created.statusCode).toBe(201);
    expect(await memberSponsors(ctx.db, BigInt(created.json().id))).toEqual({ agentId: agent.id, createdBy: agent.id });

    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/jwt/register',
      payload: {
        username: 'on_my_own',
        password: 'goodpass123',
        phone: '0812345678',
        bankCode: 'KBANK',
        bankAccountNo: '5550001111',
        bankAccountName: 'สมชาย ใจดี',
        acceptAge20: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    expect(await memberSponsors(ctx.db, BigInt(registered.json().userData.userID))).toEqual({ agentId: null, createdBy: null });
  });

  it('is filled by the migration from the account.create audit entries of older accounts', async () => {
    // A database as it was before 0014: the earlier migrations only.
    const earlier = await mkdtemp(path.join(tmpdir(), 'tanghuay-before-0014-'));
    for (const name of (await migrationNames()).filter((file) => file < '0014')) {
      await symlink(path.join(MIGRATIONS_DIR, name), path.join(earlier, name));
    }
    const database = await createTestDatabase({ migrated: false });
    try {
      const { db } = database.connection;
      await migrate(database.connection, earlier);
      const { rows } = await sql<{ id: bigint; username: string }>`
        insert into account (username, password_hash, role, usertype, parent_id, age20_accepted_at)
        values ('old_admin', 'x', 'admin', 'staff', null, null),
               ('old_agent', 'x', 'master', 'agent', null, null),
               ('by_agent', 'x', 'member', 'member', null, now()),
               ('registered', 'x', 'member', 'member', null, now())
        returning id, username
      `.execute(db);
      const id = Object.fromEntries(rows.map((row) => [row.username, row.id]));
      await sql`
        insert into audit_log (actor_account_id, action, entity, entity_id, before, after, at) values
          (${id.old_admin}, 'account.create', 'account', ${String(id.old_agent)}, null, '{}', now()),
          (${id.old_agent}, 'account.create', 'account', ${String(id.by_agent)}, null, '{}', now()),
          (${id.old_admin}, 'member.discount', 'account', ${String(id.registered)}, null, '{}', now())
      `.execute(db);

      await migrate(database.connection);
      const createdBy = await sql<{ username: string; created_by: bigint | null }>`
        select username, created_by from account order by id
      `.execute(db);
      expect(createdBy.rows).toEqual([
        { username: 'old_admin', created_by: null },
        { username: 'old_agent', created_by: id.old_admin },
        { username: 'by_agent', created_by: id.old_agent },
        { username: 'registered', created_by: null },
      ]);
    } finally {
      await database.close();
    }
  }, MIGRATING_TIMEOUT_MS);
});
