import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Database } from './database.ts';
import { createTestDatabase, onPostgres } from '../testing/test-database.ts';
import { migrate } from './migrate.ts';

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
      const first = await migrate(database.connection);
      expect(first.length).toBeGreaterThanOrEqual(1);
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
});
