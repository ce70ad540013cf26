import { randomUUID } from 'node:crypto';
import { queryRows, testDatabaseUrl, waitFor, type TInProcessService } from '@app/test-support';
import { EventPublisher, reviewEvent, startReviewsService } from './review-events';

// 1,000 review events through Kafka into the service and its worker: every review is stored
// once and gets exactly one suggestion, although a tenth of the events are delivered twice.
describe('a burst of 1,000 review events', () => {
  const databaseUrl = testDatabaseUrl('reviews_volume');
  const publisher = new EventPublisher();
  let service: TInProcessService;

  beforeAll(async () => {
    service = await startReviewsService(databaseUrl);
    await publisher.connect();
  });

  afterAll(async () => {
    await publisher.disconnect();
    await service?.stop();
  });

  it('processes every event, losing none and duplicating none', async () => {
    const businesses = Array.from({ length: 20 }, () => randomUUID());
    const events = Array.from({ length: 1_000 }, (_, index) =>
      reviewEvent(businesses[index % businesses.length]!, { reviewerName: `Guest ${index}`, rating: 1 + (index % 5), externalId: `volume-${index}` }),
    );
    // At-least-once delivery: every tenth event arrives a second time.
    await publisher.reviews([...events, ...events.filter((_, index) => index % 10 === 0)]);

    const counts = await waitFor(
      'every suggestion',
      async () => {
        const [row] = await queryRows<{ reviews: number; suggestions: number; ready: number }>(
          databaseUrl,
          `SELECT (SELECT count(*)::int FROM reviews) AS reviews, (SELECT count(*)::int FROM review_suggestions) AS suggestions,
                  (SELECT count(*)::int FROM reviews WHERE suggestion_status = 'ready') AS ready`,
        );
        return row && row.ready === 1_000 ? row : undefined;
      },
      120_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(counts).toEqual({ reviews: 1_000, suggestions: 1_000, ready: 1_000 });
    const perReview = await queryRows(databaseUrl, 'SELECT review_id FROM review_suggestions GROUP BY review_id HAVING count(*) > 1');
    expect(perReview).toEqual([]);
    const missing = await queryRows(databaseUrl, 'SELECT r.id FROM reviews r LEFT JOIN review_suggestions s ON s.review_id = r.id WHERE s.id IS NULL OR r.ai_suggested_response IS NULL');
    expect(missing).toEqual([]);
    const names = await queryRows<{ n: number }>(databaseUrl, "SELECT count(DISTINCT reviewer_name)::int AS n FROM reviews WHERE reviewer_name LIKE 'Guest %'");
    expect(names).toEqual([{ n: 1_000 }]);
  });
});
