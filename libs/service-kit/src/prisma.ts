import { createHash } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';

type TPrismaLike = { $connect(): Promise<void>; $disconnect(): Promise<void>; $queryRawUnsafe(sql: string): Promise<unknown> };
export type TPrismaConstructor<TClient extends TPrismaLike> = new (options: { adapter: PrismaPg }) => TClient;

// Statements with at most this many parameters are prepared once per connection under a name
// (pg keeps them, Postgres skips parsing and planning them again). Larger ones are mostly
// multi-row inserts, whose text changes with the number of rows: not worth keeping.
const NAMED_MAX_PARAMETERS = 32;
const NAMES_MAX = 5_000;
// An idle connection stays open this long (pg's 10 s default closed them between the health
// checks and the outbox's fallback polls of an idle service, which then paid a new connection, its
// Postgres backend and its prepared statements again each time).
export const POOL_IDLE_MS = 120_000;
const names = new Map<string, string>();

export const statementNameOf = (sql: string, parameters: number): string | undefined => {
  if (parameters > NAMED_MAX_PARAMETERS) return undefined;
  let name = names.get(sql);
  if (name === undefined) {
    if (names.size >= NAMES_MAX) names.clear();
    name = `n${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;
    names.set(sql, name);
  }
  return name;
};

// Each service generates its own client; this builds it on the pg driver adapter (no engine
// binary). Events' correlation ids are stamped by outboxRow (outbox.ts), not by the client.
export const createPrismaClient = <TClient extends TPrismaLike>(
  PrismaClient: TPrismaConstructor<TClient>,
  databaseUrl: string,
  poolSize = 10,
): TClient =>
  new PrismaClient({
    adapter: new PrismaPg({ connectionString: databaseUrl, max: poolSize, idleTimeoutMillis: POOL_IDLE_MS }, { statementNameGenerator: (query) => statementNameOf(query.sql, query.args.length) ?? '' }),
  });
