import { z } from 'zod';
import { defineEvent, parseEventOf } from '@app/contracts';
import { outboxRow } from './outbox';
import { runWithCorrelationId } from './request-context';

const Happened = defineEvent({ topic: 'reviews.thing.happened', version: 3, payload: z.object({ reviewId: z.uuid() }) });

describe(outboxRow.name, () => {
  it("writes the contract's envelope with the correlation id of the request being handled, or none", () => {
    const reviewId = crypto.randomUUID();
    const row = runWithCorrelationId('req-3', () => outboxRow(Happened, { reviewId }, { key: reviewId, actor: { businessId: reviewId } }));
    expect(row).toMatchObject({ topic: 'reviews.thing.happened', key: reviewId });
    expect(parseEventOf(Happened, row.payload)).toMatchObject({ id: row.id, type: 'reviews.thing.happened', version: 3, correlationId: 'req-3', payload: { reviewId } });
    const outside = outboxRow(Happened, { reviewId }, { key: null });
    expect('correlationId' in outside.payload).toBe(false);
    expect(runWithCorrelationId('req-4', () => outboxRow(Happened, { reviewId }, { key: null, correlationId: 'given' })).payload.correlationId).toBe('given');
  });

  it('refuses a payload the contract does not allow, so a malformed event never leaves', () => {
    expect(() => outboxRow(Happened, { reviewId: 'not-a-uuid' }, { key: null })).toThrow();
  });
});
