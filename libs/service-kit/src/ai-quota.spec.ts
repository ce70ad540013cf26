import { AiQuota, quotaDay } from './ai-quota';

const CHICAGO = 'America/Chicago';
const feature = { service: 'analysis', name: 'keyword-ideas', label: 'Keyword ideas', perBusinessPerDay: 2, dailyBudget: 100 } as const;

// A clock the test moves by hand.
const clockAt = (iso: string) => {
  let now = new Date(iso);
  return { now: () => now, set: (next: string) => (now = new Date(next)) };
};

describe('quotaDay', () => {
  it("is the business's calendar day in its timezone, and the UTC day without one", () => {
    // 19:30 in Chicago on the 24th is already the 25th in UTC.
    const evening = new Date('2026-11-25T01:30:00Z');
    expect(quotaDay(evening, CHICAGO)).toBe('2026-11-24');
    expect(quotaDay(evening)).toBe('2026-11-25');
  });
});

describe(AiQuota.name, () => {
  it("resets a business's quota at its local midnight, not at UTC's", async () => {
    const clock = clockAt('2026-11-24T23:00:00Z'); // 17:00 in Chicago
    const quota = new AiQuota('memory', feature, clock.now);
    expect(await quota.take('business-1', CHICAGO)).toEqual({ allowed: true });
    expect(await quota.take('business-1', CHICAGO)).toEqual({ allowed: true });
    expect(await quota.take('business-1', CHICAGO)).toMatchObject({ allowed: false, notice: expect.stringMatching(/^Today's AI quota for your business is used up/) });

    clock.set('2026-11-25T01:30:00Z'); // 19:30 in Chicago: a new UTC day, the same local one
    expect(await quota.take('business-1', CHICAGO)).toMatchObject({ allowed: false });
    expect(await quota.notice('business-1', CHICAGO)).toMatch(/until tomorrow\.$/);

    clock.set('2026-11-25T06:00:00Z'); // midnight in Chicago (UTC-6 in November)
    expect(await quota.notice('business-1', CHICAGO)).toBeNull();
    expect(await quota.take('business-1', CHICAGO)).toEqual({ allowed: true });
  });

  it('keeps the global budget on the UTC day', async () => {
    const clock = clockAt('2026-11-24T23:00:00Z');
    const quota = new AiQuota('memory', { ...feature, perBusinessPerDay: 5, dailyBudget: 1 }, clock.now);
    expect(await quota.take('business-1', CHICAGO)).toEqual({ allowed: true });
    expect(await quota.take('business-2', CHICAGO)).toMatchObject({ allowed: false, notice: expect.stringMatching(/^AI has reached its daily limit: .* until tomorrow \(UTC\)\.$/) });

    clock.set('2026-11-25T00:00:00Z'); // UTC midnight, 18:00 in Chicago
    expect(await quota.take('business-2', CHICAGO)).toEqual({ allowed: true });
  });
});
