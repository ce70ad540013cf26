import type { TListing } from '@app/contracts';
import { queryRows } from '@app/test-support';
import { startAnalysis, type TAnalysisHarness } from './analysis-harness';

// Rows made on a business's first use (its listing) are created once however many requests
// arrive together: requests are consumed from several partitions at once.
describe('analysis: first use under concurrency', () => {
  let analysis: TAnalysisHarness;

  beforeAll(async () => {
    analysis = await startAnalysis('first_use', { LOG_LEVEL: 'error' });
  }, 120_000);

  afterAll(async () => {
    await analysis?.stop();
  });

  it('answers concurrent first reads and edits of a listing (phone cleared) without an error, keeping one row', async () => {
    const owners = await Promise.all(['Twin Doors Deli', 'Twin Doors Bakery', 'Twin Doors Cafe', 'Twin Doors Diner'].map((businessName) => analysis.newOwner({}, { businessName })));
    // Over Kafka a business's requests are spread over three partitions; calling the service
    // itself puts all of them on the database at the same moment.
    const { ListingService } = await import('../src/listing/listing.service');
    const listings = analysis.service.app.get(ListingService);
    const outcomes = await Promise.allSettled<TListing>(
      owners.flatMap((owner) =>
        Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? listings.update(owner, { phone: '' }) : listings.get(owner))),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(outcomes.every((outcome) => outcome.status === 'fulfilled' && outcome.value.name.startsWith('Twin Doors '))).toBe(true);
    const rows = await queryRows(analysis.databaseUrl, 'SELECT business_id FROM listings WHERE business_id = ANY($1::uuid[])', [owners.map((owner) => owner.businessId)]);
    expect(rows).toHaveLength(owners.length);
  });
});
