import { copyFile, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Database } from './database.ts';
import { createTestDatabase, onPostgres } from '../testing/test-database.ts';
import { migrate, migrationNames, MIGRATIONS_DIR, type MigrationWarning } from './migrate.ts';

async function migrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-migrations-'));
  for (const [name, script] of Object.entries(files)) await writeFile(path.join(dir, name), script);
  return dir;
}

const tableExists = async (db: Database, table: string) =>
  (await sql<{ found: string | null }>`select to_regclass(${table})::text as found`.execute(db)).rows[0]?.found !==
  null;

describe('migrate', () => {
  it('applies every migration once; a second run applies nothing', async () => {
    const database = await createTestDatabase({ migrated: false });
    try {
      const warnings: MigrationWarning[] = [];
      const first = await migrate(database.connection, undefined, (warning) => warnings.push(warning));
      expect(first.length).toBeGreaterThanOrEqual(1);
      // Nothing to report on a new database (e.g. no discount above the maximum: 0016).
      expect(warnings).toEqual([]);
      expect(first).toEqual([...first].sort());
      expect(await migrate(database.connection)).toEqual([]);
      const site = await database.connection.db
        .selectFrom('setting')
        .select('value')
        .where('key', '=', 'site')
        .executeTakeFirstOrThrow();
      expect(site.value).toEqual({ name: 'Tanghuay', currency: 'THB', timezone: 'Asia/Bangkok' });
    } finally {
      await database.close();
    }
  });

  it('rolls a failing migration back whole and records nothing of it', async () => {
    const dir = await migrationsDir({
      '0001_good.sql': 'create table good (id int);',
      '0002_bad.sql': 'create table half (id int);\nselect * from no_such_table;',
    });
    const database = await createTestDatabase({ migrated: false });
    try {
      await expect(migrate(database.connection, dir)).rejects.toThrow(/0002_bad\.sql/);
      const { db } = database.connection;
      expect(await tableExists(db, 'good')).toBe(true);
      expect(await tableExists(db, 'half')).toBe(false);
      const recorded = await db.selectFrom('schema_migration').select('name').execute();
      expect(recorded.map((row) => row.name)).toEqual(['0001_good.sql']);
    } finally {
      await database.close();
    }
  });

  if (onPostgres) {
    it('is safe when several API instances start at once', async () => {
      const database = await createTestDatabase({ migrated: false });
      try {
        const connections = await Promise.all([1, 2, 3, 4].map(() => database.connect()));
        const results = await Promise.all(connections.map((connection) => migrate(connection)));
        const applied = results.flat();
        expect(new Set(applied).size).toBe(applied.length);
        expect(results.filter((names) => names.length > 0)).toHaveLength(1);
      } finally {
        await database.close();
      }
    });
  }

  it('0016: adds the maximum discount (10 %) and reports each discount above it, by the system and as a warning, cutting none', async () => {
    const database = await createTestDatabase({ migrated: false });
    try {
      const { db } = database.connection;
      const before0016 = await mkdtemp(path.join(tmpdir(), 'tanghuay-migrations-'));
      for (const name of (await migrationNames()).filter((name) => name < '0016')) {
        await copyFile(path.join(MIGRATIONS_DIR, name), path.join(before0016, name));
      }
      await migrate(database.connection, before0016);
      const { rows } = await sql<{ id: string; username: string }>`
        insert into account (username, password_hash, role, usertype, parent_id, age20_accepted_at, discount_bp) values
          ('generous', 'x', 'master', 'agent', null, null, 1500)
        returning id::text, username`.execute(db);
      const agentId = rows[0]?.id ?? '';
      const { rows: members } = await sql<{ id: string; username: string }>`
        insert into account (username, password_hash, role, usertype, parent_id, age20_accepted_at, discount_bp) values
          ('lucky', 'x', 'member', 'member', ${agentId}::bigint, now(), 1250),
          ('modest', 'x', 'member', 'member', ${agentId}::bigint, now(), 1000)
        returning id::text, username`.execute(db);
      await sql`update lotto_bet_type set discount_bp = 2000 where lotto_code = 'lao-vip' and bet_type = '3top'`.execute(db);
      await sql`update lotto_bet_type set discount_bp = 1000 where lotto_code = 'thai-gov' and bet_type = '2top'`.execute(db);

      const warnings: MigrationWarning[] = [];
      expect(await migrate(database.connection, undefined, (warning) => warnings.push(warning))).toContain('0016_discounts.sql');

      const setting = await db.selectFrom('setting').select('value').where('key', '=', 'lotto').executeTakeFirstOrThrow();
      expect(setting.value).toEqual({ cancelWithinMinutes: 30, cancelBeforeCloseMinutes: 10, maxDiscountBp: 1000 });
      const reported = await db
        .selectFrom('audit_log')
        .select(['actor_account_id', 'entity', 'entity_id', 'before', 'after'])
        .where('action', '=', 'discount.above-maximum')
        .orderBy('id')
        .execute();
      expect(reported).toEqual([
        { actor_account_id: null, entity: 'agent', entity_id: agentId, before: null, after: { username: 'generous', role: 'master', discount: 15, maxDiscount: 10 } },
        {
          actor_account_id: null,
          entity: 'account',
          entity_id: members[0]?.id,
          before: null,
          after: { username: 'lucky', role: 'member', discount: 12.5, maxDiscount: 10 },
        },
        { actor_account_id: null, entity: 'lotto', entity_id: 'lao-vip', before: null, after: { type: '3top', discount: 20, maxDiscount: 10 } },
      ]);
      expect(warnings).toEqual([
        {
          migration: '0016_discounts.sql',
          message:
            '3 discount(s) above the maximum discount of 10 % are kept as they are: generous (15 %), lucky (12.5 %), lao-vip 3top (20 %). ' +
            'Each is in the audit log (action discount.above-maximum); lower them in the back office.',
        },
      ]);
      // Nothing was cut.
      const accounts = await db.selectFrom('account').select(['username', 'discount_bp']).orderBy('username').execute();
      expect(accounts).toEqual([
        { username: 'generous', discount_bp: 1500 },
        { username: 'lucky', discount_bp: 1250 },
        { username: 'modest', discount_bp: 1000 },
      ]);
      const betType = await db.selectFrom('lotto_bet_type').select('discount_bp').where('lotto_code', '=', 'lao-vip').where('bet_type', '=', '3top').executeTakeFirstOrThrow();
      expect(betType.discount_bp).toBe(2000);
    } finally {
      await database.close();
    }
  });
});
