import { join } from 'node:path';
import { dropDatabase, migrateAndFindDrift, queryRows, testDatabaseUrl } from '@app/test-support';

const SERVICE_DIR = join(__dirname, '..');

describe('analysis database', () => {
  const url = testDatabaseUrl('schema_analysis');

  // Both tests read one database, migrated once from empty; the drift is kept from that migration.
  let drift: string[];
  beforeAll(async () => {
    await dropDatabase(url);
    drift = await migrateAndFindDrift(SERVICE_DIR, url);
  });
  afterAll(() => dropDatabase(url));

  it('is migrated from empty to exactly what schema.prisma describes', () => {
    expect(drift).toEqual([]);
  });

  // The schedules leave stored read-only accounts out without asking billing: a read-only flag
  // written without the plan that says so would stop a paying owner's rank checks and scans.
  it('keeps an account read-only only together with its plan', async () => {
    const insert = (plan: boolean) =>
      queryRows(
        url,
        `INSERT INTO businesses (id, user_id, updated_at, read_only, plan_name, keyword_limit, competitor_limit, subscription_changed_at)
         VALUES (gen_random_uuid(), gen_random_uuid(), now(), true, $1, $2, $3, $4) RETURNING id`,
        plan ? ['Single Shop', 10, 3, new Date()] : [null, null, null, null],
      );
    await expect(insert(false)).rejects.toThrow(/businesses_read_only_has_plan_check/);
    expect(await insert(true)).toHaveLength(1);
  });
});
