import { z } from 'zod';
import { defineEvent, eventOf, parseEventOf } from './message';

describe('event envelope', () => {
  const Happened = defineEvent({ topic: 'reviews.thing.happened', version: 2, payload: z.object({ reviewId: z.uuid() }) });

  it("round-trips an event through JSON with its id, its contract's topic and version, and its time", () => {
    const event = eventOf(Happened, { reviewId: crypto.randomUUID() }, { actor: { businessId: crypto.randomUUID() } });
    const parsed = parseEventOf(Happened, JSON.parse(JSON.stringify(event)));
    expect(parsed).toEqual(event);
    expect(parsed).toMatchObject({ type: 'reviews.thing.happened', version: 2 });
  });

  it('refuses to build or read a payload the contract does not allow', () => {
    expect(() => eventOf(Happened, { reviewId: 'not-a-uuid' })).toThrow();
    const event = { ...eventOf(Happened, { reviewId: crypto.randomUUID() }), payload: { reviewId: 'not-a-uuid' } };
    expect(() => parseEventOf(Happened, event)).toThrow();
  });

  it('refuses a message that is not an envelope, another event, and a version newer than the contract', () => {
    expect(() => parseEventOf(Happened, { reviewId: crypto.randomUUID() })).toThrow();
    const event = eventOf(Happened, { reviewId: crypto.randomUUID() });
    expect(() => parseEventOf(Happened, { ...event, type: 'reviews.other.happened' })).toThrow(/Expected a reviews.thing.happened event/);
    expect(() => parseEventOf(Happened, { ...event, version: 3 })).toThrow(/newer/);
  });
});
