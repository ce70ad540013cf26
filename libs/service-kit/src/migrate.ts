import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from 'pg';

// Applies Prisma-layout SQL migrations (prisma/migrations/<timestamp>_<name>/migration.sql) in
// order, recording them in Prisma's own `_prisma_migrations` table. Prisma Migrate's engine is a
// binary these machines cannot download, so this runner stands in for `prisma migrate deploy`.

export type TMigrationResult = { database: string; applied: string[]; alreadyApplied: string[] };

// Migrations every service's database gets (what the shared outbox needs), kept once here and
// applied with the service's own in name order. From src/ and from dist/ alike.
export const SHARED_MIGRATIONS_DIR = join(__dirname, '..', 'migrations');

const MIGRATIONS_TABLE = `
  CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
  )`;

// A lock id shared by every runner, so two processes never migrate one database at once.
const ADVISORY_LOCK_ID = 72_617_361;

const databaseNameOf = (url: string): string => {
  const name = new URL(url).pathname.replace(/^\//, '');
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name in URL: "${name}"`);
  return name;
};

export const ensureDatabase = async (databaseUrl: string): Promise<void> => {
  const name = databaseNameOf(databaseUrl);
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = new Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
      } catch (error) {
        // Another runner created it between our check and CREATE: that is fine.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  } finally {
    await admin.end();
  }
};

export const listMigrations = async (migrationsDir: string): Promise<string[]> => {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && /^\d{14}_[a-z0-9_]+$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
};

// The migrations of these folders by name, in order; a name in two folders is refused.
const migrationsOf = async (dirs: string[]): Promise<[name: string, dir: string][]> => {
  const byName = new Map<string, string>();
  for (const dir of dirs) {
    for (const name of await listMigrations(dir)) {
      if (byName.has(name)) throw new Error(`Migration ${name} is both in ${byName.get(name)} and in ${dir}`);
      byName.set(name, dir);
    }
  }
  return [...byName].sort(([a], [b]) => a.localeCompare(b));
};

// `shared: false` applies the given folder alone (a runner test's own migrations).
export const migrateDatabase = async (
  databaseUrl: string,
  migrationsDir: string,
  options: { shared?: boolean } = {},
): Promise<TMigrationResult> => {
  const dirs = options.shared === false ? [migrationsDir] : [SHARED_MIGRATIONS_DIR, migrationsDir];
  await ensureDatabase(databaseUrl);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const result: TMigrationResult = { database: databaseNameOf(databaseUrl), applied: [], alreadyApplied: [] };
  try {
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_ID]);
    await client.query(MIGRATIONS_TABLE);
    const done = await client.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const applied = new Map(done.rows.map((row) => [row.migration_name, row.checksum]));
    for (const [name, dir] of await migrationsOf(dirs)) {
      const sql = await readFile(join(dir, name, 'migration.sql'), 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      const previous = applied.get(name);
      if (previous !== undefined) {
        // An applied migration must never change: a changed file means a new migration is needed.
        if (previous !== checksum) {
          throw new Error(`Migration ${name} was changed after it was applied to ${result.database}`);
        }
        result.alreadyApplied.push(name);
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), 1)`,
          [randomUUID(), checksum, name],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${name} failed on ${result.database}: ${(error as Error).message}`);
      }
      result.applied.push(name);
    }
    return result;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
};

// Entry point of each service's `migrate` script and of its Kubernetes migration Job.
export const runMigrations = async (databaseUrl: string, migrationsDir: string): Promise<void> => {
  try {
    const result = await migrateDatabase(databaseUrl, migrationsDir);
    const applied = result.applied.length > 0 ? result.applied.join(', ') : 'nothing new';
    process.stdout.write(`${result.database}: applied ${applied} (${result.alreadyApplied.length} already applied)\n`);
  } catch (error) {
    process.stderr.write(`Migration failed: ${(error as Error).message}\n`);
    process.exitCode = 1;
  }
};
