import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { BusinessUpdated, ZEventEnvelope } from '@app/contracts';
import { migrateDatabase } from '@app/service-kit';
import { dropDatabase, migrateAndFindDrift, queryRows, testDatabaseUrl } from '@app/test-support';

const MIGRATIONS = join(__dirname, '..', 'prisma', 'migrations');
const ANNOUNCE = '20261126100000_announce_business_timezones';

describe('auth database', () => {
  const url = testDatabaseUrl('schema_auth');
  afterAll(() => dropDatabase(url));

  it('is migrated from empty to exactly what schema.prisma describes', async () => {
    await dropDatabase(url);
    expect(await migrateAndFindDrift(join(__dirname, '..'), url)).toEqual([]);
  });

  // A database from before the other services kept timezones: the businesses whose owner picked
  // one are announced again, as auth.business.updated events the consumers read like any other.
  it('announces again each business that is off the default timezone, once, as a valid auth.business.updated', async () => {
    await dropDatabase(url);
    const before = await mkdtemp(join(tmpdir(), 'auth-migrations-'));
    try {
      await cp(MIGRATIONS, before, { recursive: true, filter: (path) => !path.includes(ANNOUNCE) });
      await migrateDatabase(url, before);
    } finally {
      await rm(before, { recursive: true, force: true });
    }
    const business = async (timezone: string) => {
      const [userId, businessId] = [randomUUID(), randomUUID()];
      await queryRows(
        url,
        `INSERT INTO users (id, email, first_name, last_name, updated_at) VALUES ($1, $2, 'Ann', 'Baker', now())`,
        [userId, `${userId}@example.com`],
      );
      await queryRows(
        url,
        `INSERT INTO businesses (id, user_id, name, type, address, city, website, timezone, updated_at) VALUES ($1, $2, 'Harbor Beans', 'cafe', '1 Pier St, Boston', 'Boston', NULL, $3, now())`,
        [businessId, userId, timezone],
      );
      return { userId, businessId };
    };
    const eastern = await business('America/New_York');
    await business('America/Chicago');

    expect((await migrateDatabase(url, MIGRATIONS)).applied).toEqual([ANNOUNCE]);

    const rows = await queryRows<{ id: string; topic: string; key: string; payload: unknown }>(
      url,
      'SELECT id, topic, key, payload FROM outbox_events',
    );
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ topic: BusinessUpdated.topic, key: eastern.userId });
    const envelope = ZEventEnvelope.parse(row?.payload);
    expect(envelope).toMatchObject({
      id: row?.id,
      type: BusinessUpdated.topic,
      version: BusinessUpdated.version,
      actor: eastern,
    });
    expect(BusinessUpdated.payload.parse(envelope.payload)).toEqual({
      ...eastern,
      business: {
        id: eastern.businessId,
        businessName: 'Harbor Beans',
        businessType: 'cafe',
        address: '1 Pier St, Boston',
        city: 'Boston',
        website: null,
        timezone: 'America/New_York',
      },
    });
    // Applied once: running the migrations again announces nothing more.
    expect((await migrateDatabase(url, MIGRATIONS)).applied).toEqual([]);
    expect(await queryRows(url, 'SELECT count(*)::int AS n FROM outbox_events')).toEqual([
      { n: 1 },
    ]);
  });
});
