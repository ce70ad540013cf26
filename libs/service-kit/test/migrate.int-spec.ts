import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase } from '../src/migrate';
import { dropDatabase, queryRows, testDatabaseUrl } from '@app/test-support';

const addMigration = async (dir: string, name: string, sql: string) => {
  await mkdir(join(dir, name), { recursive: true });
  await writeFile(join(dir, name, 'migration.sql'), sql);
};

describe('migrateDatabase', () => {
  const url = testDatabaseUrl('migrate_kit');
  let dir: string;

  beforeEach(async () => {
    await dropDatabase(url);
    dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    await addMigration(dir, '20260101000000_first', 'CREATE TABLE a (id int PRIMARY KEY);');
    await addMigration(dir, '20260102000000_second', 'ALTER TABLE a ADD COLUMN name text;');
  });

  afterAll(() => dropDatabase(url));

  it('creates the database, applies migrations in order, and records them once', async () => {
    expect((await migrateDatabase(url, dir, { shared: false })).applied).toEqual(['20260101000000_first', '20260102000000_second']);
    const again = await migrateDatabase(url, dir, { shared: false });
    expect(again.applied).toEqual([]);
    expect(again.alreadyApplied).toHaveLength(2);
    const recorded = await queryRows(url, 'SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name');
    expect(recorded.map((row) => row.migration_name)).toEqual(['20260101000000_first', '20260102000000_second']);
    const columns = await queryRows(url, "SELECT column_name FROM information_schema.columns WHERE table_name = 'a' ORDER BY column_name");
    expect(columns.map((row) => row.column_name)).toEqual(['id', 'name']);
  });

  it('rolls back a failing migration entirely and does not record it', async () => {
    await addMigration(dir, '20260103000000_broken', 'CREATE TABLE b (id int); SELECT * FROM missing_table;');
    await expect(migrateDatabase(url, dir, { shared: false })).rejects.toThrow(/20260103000000_broken failed/);
    const tables = await queryRows(url, "SELECT table_name FROM information_schema.tables WHERE table_name = 'b'");
    expect(tables).toHaveLength(0);
    const recorded = await queryRows(url, 'SELECT migration_name FROM "_prisma_migrations"');
    expect(recorded).toHaveLength(2);
  });

  it('refuses to go on when an applied migration was edited', async () => {
    await migrateDatabase(url, dir, { shared: false });
    await addMigration(dir, '20260101000000_first', 'CREATE TABLE a (id bigint PRIMARY KEY);');
    await expect(migrateDatabase(url, dir, { shared: false })).rejects.toThrow(/was changed after it was applied/);
  });
});
