import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { REDIS_PROCESSES, redisAclRules, type TRedisProcess } from '../src/redis-acl';

// Each process's Redis ACL user, created from the rules a deployment gets, against the real
// Redis: it may use its own keys (and, where granted, its queues, the shared AI budget, or read
// the auth service's revocations) and nothing else.
describe('Redis ACL users per process', () => {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const admin = new Redis(url);
  const run = randomUUID().slice(0, 8);
  const databaseNameOf = (process: TRedisProcess) => `nearbly_test_acl_${run}_${process}`;
  const users = new Map<TRedisProcess, Redis>();

  beforeAll(async () => {
    for (const process of REDIS_PROCESSES) {
      const username = `${process}-test-${run}`;
      const password = randomUUID();
      await admin.call('ACL', 'SETUSER', username, ...redisAclRules(process, { password: { plain: password }, databaseName: databaseNameOf(process) }));
      const userUrl = new URL(url);
      userUrl.username = username;
      userUrl.password = password;
      users.set(process, new Redis(userUrl.toString(), { maxRetriesPerRequest: null }));
    }
  });

  afterAll(async () => {
    for (const client of users.values()) client.disconnect();
    for (const process of REDIS_PROCESSES) await admin.call('ACL', 'DELUSER', `${process}-test-${run}`);
    admin.disconnect();
  });

  const as = (process: TRedisProcess): Redis => users.get(process)!;

  it.each(REDIS_PROCESSES)('%s writes its own keys and gets NOPERM on every other process', async (process) => {
    await expect(as(process).set(`${process}:probe:${run}`, '1', 'EX', 5)).resolves.toBe('OK');
    for (const other of REDIS_PROCESSES.filter((name) => name !== process)) {
      await expect(as(process).set(`${other}:probe:${run}`, '1', 'EX', 5)).rejects.toThrow(/NOPERM/);
      await expect(as(process).get(`bull:${databaseNameOf(other)}:some-queue:meta`)).rejects.toThrow(/NOPERM/);
    }
    await expect(as(process).keys('*')).rejects.toThrow(/NOPERM/);
    await expect(as(process).call('FLUSHDB')).rejects.toThrow(/NOPERM/);
  });

  it('lets the BFF read the sessions the auth service revokes, and not revoke or un-revoke one itself', async () => {
    const key = `auth:revoked-session:${run}`;
    await as('auth').set(key, '1', 'EX', 30);
    await expect(as('bff').exists(key)).resolves.toBe(1);
    await expect(as('bff').del(key)).rejects.toThrow(/NOPERM/);
    await expect(as('bff').set(`auth:revoked-session:other-${run}`, '1')).rejects.toThrow(/NOPERM/);
  });

  it('gives the shared AI budget to the two AI services only', async () => {
    const budget = (process: TRedisProcess) => new RateLimiterRedis({ storeClient: as(process), keyPrefix: 'ai:budget', points: 10, duration: 60 });
    await expect(budget('reviews').consume(`test-${run}`)).resolves.toMatchObject({ consumedPoints: 1 });
    await expect(budget('analysis').consume(`test-${run}`)).resolves.toMatchObject({ consumedPoints: 2 });
    await expect(budget('chat').consume(`test-${run}`)).rejects.toThrow(/NOPERM/);
    await expect(budget('bff').consume(`test-${run}`)).rejects.toThrow(/NOPERM/);
  });

  // auth: its mail queue; billing: its Stripe events (and the others with queues alike).
  it.each(['auth', 'billing'] as const)("runs a BullMQ queue and worker under %s's own user", async (service) => {
    const prefix = `bull:${databaseNameOf(service)}`;
    const queue = new Queue('acl-check', { connection: as(service), prefix });
    const workerConnection = as(service).duplicate();
    const worker = new Worker('acl-check', (job) => Promise.resolve(`done ${job.data.n as number}`), { connection: workerConnection, prefix });
    try {
      const job = await queue.add('check', { n: 7 });
      const result = await waitForResult(queue, job.id!);
      expect(result).toBe('done 7');
    } finally {
      await worker.close();
      workerConnection.disconnect();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});

const waitForResult = async (queue: Queue, id: string): Promise<unknown> => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const job = await queue.getJob(id);
    if (job?.finishedOn) return job.returnvalue;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the job never finished');
};
