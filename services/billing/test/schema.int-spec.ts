import { join } from 'node:path';
import { dropDatabase, migrateAndFindDrift, testDatabaseUrl } from '@app/test-support';

describe('billing database', () => {
  const url = testDatabaseUrl('schema_billing');
  afterAll(() => dropDatabase(url));

  it('is migrated from empty to exactly what schema.prisma describes', async () => {
    await dropDatabase(url);
    expect(await migrateAndFindDrift(join(__dirname, '..'), url)).toEqual([]);
  });
});
