import { z } from 'zod';
import { createEvent, parseEvent } from './envelope';

describe('event envelope', () => {
  const ZPayload = z.object({ reviewId: z.uuid() });

  it('round-trips an event through JSON with its id, type, version and time', () => {
    const event = createEvent({ type: 'reviews.review.received', payload: { reviewId: crypto.randomUUID() } });
    const parsed = parseEvent(JSON.parse(JSON.stringify(event)), ZPayload);
    expect(parsed).toEqual(event);
    expect(parsed.version).toBe(1);
  });

  it('refuses an envelope whose payload does not match the event schema', () => {
    const event = createEvent({ type: 'reviews.review.received', payload: { reviewId: 'not-a-uuid' } });
    expect(() => parseEvent(event, ZPayload)).toThrow();
  });

  it('refuses a message that is not an envelope', () => {
    expect(() => parseEvent({ reviewId: crypto.randomUUID() }, ZPayload)).toThrow();
  });
});
