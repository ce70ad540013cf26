import { Client } from 'pg';

// Drops a test database so a suite starts from an empty one (never a demo database).
export const dropDatabase = async (databaseUrl: string): Promise<void> => {
  const url = new URL(databaseUrl);
  const name = url.pathname.replace(/^\//, '');
  if (!name.includes('test')) throw new Error(`Refusing to drop ${name}: not a test database`);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
};

export const queryRows = async <TRow extends Record<string, unknown>>(databaseUrl: string, sql: string, params: unknown[] = []): Promise<TRow[]> => {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<TRow>(sql, params)).rows;
  } finally {
    await client.end();
  }
};
