import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createPrismaClient, generateSigningKey, migrateDatabase } from '@app/service-kit';
import { dropDatabase, queryRows, testDatabaseUrl } from '@app/test-support';
import { PrismaClient } from '../src/generated/prisma/client';
import { KeysRepository } from '../src/keys/keys.repository';

// Replicas booting at the same moment, each with its own connection pool, on one database.
describe('signing keys', () => {
  const databaseUrl = testDatabaseUrl('auth_keys');
  const clients: PrismaClient[] = [];

  beforeAll(async () => {
    await dropDatabase(databaseUrl);
    await migrateDatabase(databaseUrl, join(__dirname, '..', 'prisma', 'migrations'));
    for (let replica = 0; replica < 4; replica += 1)
      clients.push(createPrismaClient(PrismaClient, databaseUrl, 2));
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.$disconnect()));
    await dropDatabase(databaseUrl);
  });

  it('creates exactly one key when several replicas boot at once, and every replica loads it', async () => {
    const loaded = await Promise.all(
      clients.map((client) =>
        new KeysRepository(client).findOrCreateCurrent(() => generateSigningKey(randomUUID())),
      ),
    );
    expect(new Set(loaded.map((key) => key.kid)).size).toBe(1);
    expect(await queryRows(databaseUrl, 'SELECT kid FROM signing_keys')).toEqual([
      { kid: loaded[0]?.kid },
    ]);
    expect(loaded[0]?.privateKeyPem).toContain('BEGIN PRIVATE KEY');
  });

  it('keeps the key across restarts and publishes only public keys', async () => {
    const repository = new KeysRepository(clients[0]!);
    const before = await repository.findOrCreateCurrent(() => generateSigningKey(randomUUID()));
    const after = await new KeysRepository(clients[1]!).findOrCreateCurrent(() =>
      generateSigningKey(randomUUID()),
    );
    expect(after.kid).toBe(before.kid);
    const published = await repository.listPublicKeys();
    expect(published).toEqual([{ kid: before.kid, publicKeyPem: before.publicKeyPem }]);
    expect(JSON.stringify(published)).not.toContain('PRIVATE');
  });
});
