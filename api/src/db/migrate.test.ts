import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Database } from './database.ts';
import { createTestDatabase, onPostgres } from '../testing/test-database.ts';
import { migrate, migrationNames, MIGRATIONS_DIR, type MigrationWarning } from './migrate.ts';

/** A migrations folder of `files` (function files as `functions/<name>.sql`). */
async function migrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-migrations-'));
  await mkdir(path.join(dir, 'functions'));
  await writeFiles(dir, files);
  return dir;
}

const writeFiles = async (dir: string, files: Record<string, string>) => {
  for (const [name, script] of Object.entries(files)) await writeFile(path.join(dir, name), script);
};

/** A function file whose function answers `answer`. */
const answering = (answer: number) => `create or replace function test_answer() returns integer language sql as $$ select ${answer} $$;`;

const answerOf = async (db: Database) => (await sql<{ answer: number }>`select test_answer() as answer`.execute(db)).rows[0]?.answer;

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

  it('re-applies a function file whose content changed, and only that one', async () => {
    const dir = await migrationsDir({
      '0001_calls.sql': 'create table calls (id int);',
      'functions/test_answer.sql': answering(1),
      // Counts its runs: a file applied again would add a row.
      'functions/test_counted.sql': 'insert into calls values (1);',
    });
    const database = await createTestDatabase({ migrated: false });
    try {
      const { db } = database.connection;
      expect(await migrate(database.connection, dir)).toEqual(['0001_calls.sql', 'functions/test_answer.sql', 'functions/test_counted.sql']);
      expect(await answerOf(db)).toBe(1);

      await writeFiles(dir, { 'functions/test_answer.sql': answering(2) });
      expect(await migrate(database.connection, dir)).toEqual(['functions/test_answer.sql']);
      expect(await answerOf(db)).toBe(2);
      expect(await migrate(database.connection, dir)).toEqual([]);
      expect((await sql`select * from calls`.execute(db)).rows).toHaveLength(1);

      // A function file removed: the function stays, its record goes; a file of that name added later is applied.
      await rm(path.join(dir, 'functions/test_answer.sql'));
      expect(await migrate(database.connection, dir)).toEqual([]);
      expect(await answerOf(db)).toBe(2);
      expect((await db.selectFrom('schema_function').select('name').execute()).map((row) => row.name)).toEqual(['functions/test_counted.sql']);
      await writeFiles(dir, { 'functions/test_answer.sql': answering(2) });
      expect(await migrate(database.connection, dir)).toEqual(['functions/test_answer.sql']);
    } finally {
      await database.close();
    }
  });

  it('rolls back every function file of a start when one fails, naming it', async () => {
    const dir = await migrationsDir({ 'functions/a_good.sql': answering(1), 'functions/b_bad.sql': 'select * from no_such_table;' });
    const database = await createTestDatabase({ migrated: false });
    try {
      await expect(migrate(database.connection, dir)).rejects.toThrow(/functions\/b_bad\.sql: .*no_such_table/);
      await expect(answerOf(database.connection.db)).rejects.toThrow(/test_answer/);
      expect(await database.connection.db.selectFrom('schema_function').select('name').execute()).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('refuses to start when an applied migration was edited, naming it, and applies nothing', async () => {
    const dir = await migrationsDir({ '0001_first.sql': 'create table first (id int);' });
    const database = await createTestDatabase({ migrated: false });
    try {
      const { db } = database.connection;
      await migrate(database.connection, dir);
      await writeFiles(dir, {
        '0001_first.sql': 'create table first (id int, name text);',
        '0002_second.sql': 'create table second (id int);',
        'functions/test_answer.sql': answering(1),
      });
      await expect(migrate(database.connection, dir)).rejects.toThrow(
        /^Migration 0001_first\.sql was edited after it was applied .* put the change in a new migration/,
      );
      expect(await tableExists(db, 'second')).toBe(false);
      expect(await db.selectFrom('schema_function').select('name').execute()).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('records the checksums of a database migrated before they were kept, then holds it to them', async () => {
    const dir = await migrationsDir({ '0001_first.sql': 'create table first (id int);' });
    const database = await createTestDatabase({ migrated: false });
    try {
      const { db } = database.connection;
      // As the migrator left a database before checksums: the name and when.
      await sql`create table schema_migration (name text primary key, applied_at timestamptz not null default now())`.execute(db);
      await sql`create table first (id int)`.execute(db);
      await sql`insert into schema_migration (name) values ('0001_first.sql')`.execute(db);

      expect(await migrate(database.connection, dir)).toEqual([]);
      const [row] = await db.selectFrom('schema_migration').select(['name', 'checksum']).execute();
      expect(row).toEqual({ name: '0001_first.sql', checksum: createHash('sha256').update('create table first (id int);').digest('hex') });
      await writeFiles(dir, { '0001_first.sql': 'create table first (id bigint);' });
      await expect(migrate(database.connection, dir)).rejects.toThrow(/0001_first\.sql was edited/);
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
