import { createHash } from 'node:crypto';

// Each process signs in to Redis as its own ACL user and may touch only its own keys: everything
// it writes starts with its name (`bff:`, `auth:`, ...), its BullMQ queues live under
// `bull:<database>:` (the database name keeps test systems on one Redis apart). Two things are
// shared on purpose: the BFF reads (never writes) the sessions the auth service revokes, and the
// two AI services count one daily model budget (`ai:budget:`). k8s/base/redis-acl.yaml holds
// these rules per process, and tools/k8s-check (rule redisUsers) holds the two to each other.
export const REDIS_PROCESSES = ['bff', 'auth', 'reviews', 'billing', 'chat', 'analysis'] as const;
export type TRedisProcess = (typeof REDIS_PROCESSES)[number];

const QUEUE_PROCESSES: readonly TRedisProcess[] = ['auth', 'reviews', 'billing', 'analysis'];
const AI_PROCESSES: readonly TRedisProcess[] = ['reviews', 'analysis'];

export const databaseNameOf = (databaseUrl: string): string => new URL(databaseUrl).pathname.replace(/^\//, '');

// The key prefix of a service's BullMQ queues (BullMQ adds `:<queue>:...`).
export const queuePrefixOf = (databaseUrl: string): string => `bull:${databaseNameOf(databaseUrl)}`;

// The key prefix of the whole system's daily AI budget counter.
export const AI_BUDGET_KEY_PREFIX = 'ai:budget';

export type TRedisKeyGrants = { readWrite: string[]; readOnly: string[] };

// The key patterns a process may use. `databaseName` is its database's (only the processes with
// queues need it): nearbly_reviews in a deployment, a test database's name in tests.
export const redisKeyGrants = (process: TRedisProcess, databaseName?: string): TRedisKeyGrants => {
  const readWrite = [`${process}:*`];
  if (QUEUE_PROCESSES.includes(process)) {
    if (!databaseName) throw new Error(`${process} keeps queues in Redis: its grants need its database name`);
    readWrite.push(`bull:${databaseName}:*`);
  }
  if (AI_PROCESSES.includes(process)) readWrite.push(`${AI_BUDGET_KEY_PREFIX}:*`);
  return { readWrite, readOnly: process === 'bff' ? ['auth:revoked-session:*'] : [] };
};

// The commands every process needs (strings, hashes, sorted sets, streams, Lua scripts as BullMQ
// and rate-limiter-flexible run them, blocking pops, MULTI) and nothing that administers the
// server or sees every key: no KEYS, FLUSHALL, CONFIG, DEBUG, MONITOR, CLIENT KILL, ACL. INFO stays:
// ioredis's ready check and BullMQ's memory-policy check read it.
export const REDIS_COMMAND_RULES = '-@all +@connection +@read +@write +@keyspace +@scripting +@transaction +@blocking -@dangerous +info';

const passwordRule = (password: { plain: string } | { sha256: string }): string =>
  'plain' in password ? `#${createHash('sha256').update(password.plain).digest('hex')}` : `#${password.sha256}`;

// What a process's user may do, as ACL rules without its name and password: what
// k8s/base/redis-acl.yaml holds per process, and what Redis builds its users from.
export const redisUserRules = (process: TRedisProcess, databaseName?: string): string[] => {
  const grants = redisKeyGrants(process, databaseName);
  return [
    'resetkeys',
    ...grants.readWrite.map((pattern) => `~${pattern}`),
    ...grants.readOnly.map((pattern) => `%R~${pattern}`),
    'resetchannels',
    ...REDIS_COMMAND_RULES.split(' '),
  ];
};

// The whole `ACL SETUSER <name> ...` rule list for a process's user.
export const redisAclRules = (process: TRedisProcess, options: { password: { plain: string } | { sha256: string }; databaseName?: string }): string[] => [
  'reset',
  'on',
  passwordRule(options.password),
  ...redisUserRules(process, options.databaseName),
];
