import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { AnalysisRequests, BusinessUpdated, deadLetterTopicOf, ReviewReceived, UserDeleted } from '@app/contracts';
import { newActor, queryRows, waitFor } from '@app/test-support';
import { startAnalysis, type TAnalysisHarness, type TOwner } from './analysis-harness';

// Issue 7 on the real Postgres, Redis and Kafka: the business read model from auth and billing
// events, onboarding state, keywords limited by the plan, rank checks as BullMQ jobs.
describe('analysis: businesses, onboarding, keywords and ranks', () => {
  let analysis: TAnalysisHarness;

  beforeAll(async () => {
    analysis = await startAnalysis('keywords', { RANK_PROVIDER: 'simulated', BILLING_RPC_TIMEOUT_MS: '1500' });
  });

  afterAll(async () => {
    await analysis?.stop();
  });

  const list = (owner: TOwner) => analysis.call(AnalysisRequests.keywordsList, owner);
  const add = (owner: TOwner, keywords: string[]) => analysis.call(AnalysisRequests.keywordsAdd, { ...owner, keywords });
  // What lands on analysis.dead-letter, read from its start by a group of this test's own.
  const readDeadLetters = async () => {
    const kafka = new Kafka({ clientId: 'analysis-dead-letter-reader', brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), logLevel: logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: `analysis-dead-letter-test-${randomUUID()}` });
    const received: { id: string | undefined; key: string | undefined; origin: string | undefined; reason: string | undefined }[] = [];
    const header = (value: Buffer | string | (Buffer | string)[] | undefined) => (value === undefined ? undefined : String(Array.isArray(value) ? value[0] : value));
    await consumer.connect();
    await consumer.subscribe({ topics: [deadLetterTopicOf('analysis')], fromBeginning: true });
    await consumer.run({
      eachMessage: ({ message }) => {
        const envelope = JSON.parse(message.value?.toString() ?? '{}') as { id?: string };
        received.push({ id: envelope.id, key: message.key?.toString(), origin: header(message.headers?.['nearbly-origin']), reason: header(message.headers?.['nearbly-reason']) });
        return Promise.resolve();
      },
    });
    return { received, stop: () => consumer.disconnect() };
  };

  it('keeps the business from auth events, applies each event once, and takes later changes', async () => {
    const owner = newActor();
    const registered = analysis.registered(owner, { businessName: 'Bean There', city: 'Austin' });
    await analysis.publish(registered, owner.userId);
    const profile = () => queryRows(analysis.databaseUrl, 'SELECT name, type, city, timezone FROM businesses WHERE id = $1', [owner.businessId]);
    await waitFor('the registration', async () => ((await profile()).length ? true : undefined));
    // Auth's default timezone until the owner picks one.
    expect((await profile())[0]?.timezone).toBe('America/Chicago');
    const business = { id: owner.businessId, businessName: 'Bean There Roasters', businessType: 'cafe' as const, address: '5 Elm St, Denver, CO 80202', city: 'Denver', website: null, timezone: 'America/Denver' as const };
    await analysis.publish(analysis.event(BusinessUpdated, { ...owner, business }, owner), owner.userId);
    await waitFor('the update', async () => ((await profile())[0]?.city === 'Denver' ? true : undefined));
    // The registration delivered again changes nothing: its id is already processed.
    await analysis.publish(registered, owner.userId);
    const marker = analysis.registered(newActor());
    await analysis.publish(marker, owner.userId);
    await waitFor('a later event on the same partition', async () => ((await queryRows(analysis.databaseUrl, 'SELECT 1 FROM processed_events WHERE id = $1', [marker.id])).length ? true : undefined));
    expect(await profile()).toEqual([{ name: 'Bean There Roasters', type: 'cafe', city: 'Denver', timezone: 'America/Denver' }]);
    // A new event without a timezone (a registration from before they carried one) keeps the stored one.
    await analysis.publish(analysis.registered(owner, { businessName: 'Bean There Again' }), owner.userId);
    await waitFor('the second registration', async () => ((await profile())[0]?.name === 'Bean There Again' ? true : undefined));
    expect((await profile())[0]?.timezone).toBe('America/Denver');
  });

  it("keeps the timezone a registration carries, so the business's days are its own before any update", async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Sunset Beans', timezone: 'America/Los_Angeles' });
    expect(await queryRows(analysis.databaseUrl, 'SELECT timezone FROM businesses WHERE id = $1', [owner.businessId])).toEqual([{ timezone: 'America/Los_Angeles' }]);
  });

  it('moves a business update it cannot read to analysis.dead-letter and goes on with the next event of the partition', async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Poison Pill Cafe' });
    const business = { id: owner.businessId, businessName: 'Antidote Cafe', businessType: 'cafe' as const, address: '1 Main St', city: 'Austin', website: null, timezone: 'America/Chicago' as const };
    const next = analysis.event(BusinessUpdated, { ...owner, business }, owner);
    // A sound envelope whose payload auth never writes (no business name): the consumer refuses it.
    const poison = { ...analysis.event(BusinessUpdated, { ...owner, business }, owner), payload: { ...owner, business: { id: owner.businessId } } };
    const letters = await readDeadLetters();
    try {
      // Same key, so the same partition, in this order.
      await analysis.publish(poison, owner.userId);
      await analysis.publish(next, owner.userId);
      await waitFor('the next event applied', async () =>
        (await queryRows(analysis.databaseUrl, 'SELECT 1 FROM businesses WHERE id = $1 AND name = $2', [owner.businessId, 'Antidote Cafe'])).length ? true : undefined,
      );
      const letter = await waitFor('the refused event on analysis.dead-letter', async () => Promise.resolve(letters.received.find((message) => message.id === poison.id)));
      expect(letter).toMatchObject({ key: owner.userId, origin: expect.stringMatching(/^auth\.business\.updated@\d+$/) as unknown, reason: expect.stringContaining('businessName') as unknown });
      expect(await queryRows(analysis.databaseUrl, 'SELECT 1 FROM processed_events WHERE id = $1', [poison.id])).toHaveLength(0);
    } finally {
      await letters.stop();
    }
  });

  it('saves onboarding as the owner goes and suggests 6 keywords and 5 competitors for the type and city', async () => {
    const owner = await analysis.newOwner({}, { businessType: 'gym', city: 'Denver' });
    const suggestions = await analysis.call(AnalysisRequests.onboardingSuggestions, owner);
    expect(suggestions.keywords).toHaveLength(6);
    expect(suggestions.competitors).toHaveLength(5);
    expect(suggestions.keywords).toContain('fitness classes denver');
    expect(new Set(suggestions.keywords.map((keyword) => keyword.toLowerCase())).size).toBe(6);

    await analysis.call(AnalysisRequests.onboardingUpdate, { ...owner, update: { gmbConnected: true } });
    await add(owner, ['gym near me']);
    await analysis.call(AnalysisRequests.competitorsAdd, { ...owner, competitors: ['Iron House Gym'] });
    // docs/product.md §5: no duplicates, whatever the case or spacing.
    expect(await analysis.failure(analysis.call(AnalysisRequests.competitorsAdd, { ...owner, competitors: ['iron  house gym'] }))).toMatchObject({ code: 'CONFLICT', message: 'iron house gym is already on your list.' });
    const state = await analysis.call(AnalysisRequests.onboardingGet, owner);
    expect(state).toMatchObject({ gmbConnected: true, completed: false, keywords: [{ name: 'gym near me' }], competitors: [{ name: 'Iron House Gym' }] });
    const done = await analysis.call(AnalysisRequests.onboardingUpdate, { ...owner, update: { completed: true } });
    expect(done.completed).toBe(true);
  });

  it('refuses keywords over the plan limit from billing events, keeps the newest plan only', async () => {
    const changedAt = new Date();
    const owner = await analysis.newOwner({ planName: 'Single Shop', limits: { locations: 1, keywords: 25, competitors: 3 }, rankCheckFrequency: 'weekly', changedAt: changedAt.toISOString() });
    await add(owner, Array.from({ length: 24 }, (_, index) => `espresso ${index + 1}`));
    const refused = await analysis.failure(add(owner, ['oat latte', 'flat white']));
    expect(refused).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Your Single Shop plan tracks up to 25 keywords and you have 24, so you can add 1 more. Remove a keyword or upgrade your plan on the Billing page.',
    });
    expect((await list(owner)).keywords).toHaveLength(24);

    await analysis.publish(analysis.subscription(owner, { changedAt: new Date(changedAt.getTime() + 60_000).toISOString() }), owner.userId);
    await waitFor('the upgrade', async () => ((await list(owner)).limit === 100 ? true : undefined));
    // An older event arriving late changes nothing.
    const stale = analysis.subscription(owner, { planName: 'Single Shop', limits: { locations: 1, keywords: 25, competitors: 3 }, changedAt: new Date(changedAt.getTime() - 60_000).toISOString() });
    await analysis.publish(stale, owner.userId);
    await waitFor('the stale event to be seen', async () => ((await queryRows(analysis.databaseUrl, 'SELECT 1 FROM processed_events WHERE id = $1', [stale.id])).length ? true : undefined));
    const { added } = await add(owner, ['oat latte', 'flat white']);
    expect(added.map((keyword) => keyword.keyword)).toEqual(['oat latte', 'flat white']);
    expect((await list(owner)).limit).toBe(100);
  });

  it('caps competitors by the plan from billing', async () => {
    const owner = await analysis.newOwner({ planName: 'Single Shop', limits: { locations: 1, keywords: 25, competitors: 3 }, rankCheckFrequency: 'weekly' });
    await analysis.call(AnalysisRequests.competitorsAdd, { ...owner, competitors: ['The Daily Grind', 'Bean & Leaf Cafe', 'Main Street Espresso'] });
    expect(await analysis.failure(analysis.call(AnalysisRequests.competitorsAdd, { ...owner, competitors: ['Sunrise Bakery & Cafe'] }))).toEqual({
      code: 'LIMIT_REACHED',
      message: 'Your Single Shop plan follows up to 3 competitors and you have 3. Remove one or upgrade your plan on the Billing page.',
    });
    expect((await analysis.call(AnalysisRequests.onboardingGet, owner)).competitors.map((item) => item.name)).toEqual(['The Daily Grind', 'Bean & Leaf Cafe', 'Main Street Espresso']);
  });

  it('refuses a read-only account and says why when the plan cannot be known', async () => {
    const readOnly = await analysis.newOwner({ status: 'expired', readOnly: true });
    expect(await analysis.failure(add(readOnly, ['oat latte']))).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('read-only') as unknown });
    // No billing event and no billing service answering: a clear message, nothing stored.
    const unknown = newActor();
    expect(await analysis.failure(add(unknown, ['oat latte']))).toEqual({ code: 'UNAVAILABLE', message: 'We could not check your plan just now. Please try again in a moment.' });
    expect(await queryRows(analysis.databaseUrl, 'SELECT 1 FROM tracked_keywords WHERE business_id = $1', [unknown.businessId])).toHaveLength(0);
  });

  it('lets only the owner remove a keyword', async () => {
    const owner = await analysis.newOwner();
    const other = await analysis.newOwner();
    const [keyword] = (await add(owner, ['cold brew near me'])).added;
    expect(await analysis.failure(analysis.call(AnalysisRequests.keywordsRemove, { ...other, id: keyword?.id ?? '' }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await list(owner)).keywords.map((item) => item.keyword)).toEqual(['cold brew near me']);
    await analysis.call(AnalysisRequests.keywordsRemove, { ...owner, id: keyword?.id ?? '' });
    expect((await list(owner)).keywords).toEqual([]);
  });

  it('checks new keywords at once with the simulator: the same day gives the same position', async () => {
    const owner = await analysis.newOwner();
    await add(owner, ['oat latte', 'Coffee Near Me']);
    const first = await analysis.checked(owner, 1);
    for (const keyword of first.keywords) {
      expect(keyword.position).toBeGreaterThanOrEqual(1);
      expect(keyword.position).toBeLessThanOrEqual(100);
      expect(keyword.trend).toBe('new');
    }
    expect(first.provider).toBe('simulated');
    const before = await queryRows(analysis.databaseUrl, 'SELECT keyword_id, position, checked_at FROM rank_checks WHERE business_id = $1 ORDER BY keyword_id', [owner.businessId]);
    await analysis.call(AnalysisRequests.ranksCheck, owner);
    const after = await waitFor('the re-check', async () => {
      const rows = await queryRows<{ keyword_id: string; position: number; checked_at: Date }>(analysis.databaseUrl, 'SELECT keyword_id, position, checked_at FROM rank_checks WHERE business_id = $1 ORDER BY keyword_id', [owner.businessId]);
      return rows.every((row, index) => row.checked_at.getTime() > (before[index]?.checked_at as Date).getTime()) ? rows : undefined;
    });
    expect(after.map((row) => row.position)).toEqual(before.map((row) => row.position));
  });

  it('announces a move once when two checks of one keyword and day finish at once (Check now and the sweep)', async () => {
    const owner = await analysis.newOwner();
    await add(owner, ['flat white']);
    const [keyword] = (await analysis.checked(owner, 1)).keywords;
    const { RanksRepository } = await import('../src/ranks/ranks.repository');
    const ranks = analysis.service.app.get(RanksRepository);
    const [today] = await queryRows<{ day: string }>(analysis.databaseUrl, "SELECT to_char(checked_on, 'YYYY-MM-DD') AS day FROM rank_checks WHERE keyword_id = $1", [keyword?.id]);
    const yesterday = new Date(Date.parse(`${today?.day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await queryRows(analysis.databaseUrl, 'DELETE FROM rank_checks WHERE keyword_id = $1', [keyword?.id]);
    await queryRows(analysis.databaseUrl, 'DELETE FROM activities WHERE business_id = $1', [owner.businessId]);
    const check = (position: number) => ({ keywordId: keyword?.id ?? '', keyword: 'flat white', position, status: 'ok' as const });
    await ranks.store(owner.businessId, yesterday, 'simulated', check(9), false);

    await Promise.all([ranks.store(owner.businessId, today?.day ?? '', 'simulated', check(4)), ranks.store(owner.businessId, today?.day ?? '', 'simulated', check(4))]);

    const moves = await queryRows<{ text: string }>(analysis.databaseUrl, "SELECT text FROM activities WHERE business_id = $1 AND kind = 'rank-change'", [owner.businessId]);
    expect(moves.map((move) => move.text)).toEqual(['"flat white" moved up 5 to #4']);
    const rows = await queryRows(analysis.databaseUrl, 'SELECT position FROM rank_checks WHERE keyword_id = $1', [keyword?.id]);
    expect(rows).toHaveLength(2);
  });

  it('runs scheduled checks daily on Growing Local and weekly on Single Shop, keeping history', async () => {
    const daily = await analysis.newOwner();
    const weekly = await analysis.newOwner({ planName: 'Single Shop', limits: { locations: 1, keywords: 25, competitors: 3 }, rankCheckFrequency: 'weekly' });
    const [dailyKeyword] = (await add(daily, ['latte art class'])).added;
    const [weeklyKeyword] = (await add(weekly, ['latte art class'])).added;
    // Imported after the service started: the module reads the environment the harness sets.
    const { RankChecksQueue } = await import('../src/ranks/rank-checks.queue');
    const queue = analysis.service.app.get(RankChecksQueue);
    // 06:00 in Chicago (the businesses' timezone), when the day's scheduled checks start.
    const start = new Date(Date.UTC(2031, 0, 5, 12));
    const at = (days: number) => new Date(start.getTime() + days * 86_400_000);
    const days = async (keywordId: string | undefined) => (await analysis.rankRows(keywordId ?? '')).map((row) => row.day).filter((day) => day.startsWith('2031'));

    for (const day of [0, 1, 2, 7]) {
      await queue.sweep(at(day));
      await queue.sweep(at(day)); // a second sweep the same day adds nothing
      const expected = ['2031-01-05', '2031-01-06', '2031-01-07', '2031-01-12'].slice(0, [0, 1, 2, 7].indexOf(day) + 1);
      await waitFor(`the daily checks up to day ${day}`, async () => ((await days(dailyKeyword?.id)).length === expected.length ? true : undefined));
      expect(await days(dailyKeyword?.id)).toEqual(expected);
    }
    // The weekly business's checks of a sweep may still be running when the daily one's are done.
    await waitFor('the weekly checks', async () => ((await days(weeklyKeyword?.id)).length >= 2 ? true : undefined));
    expect(await days(weeklyKeyword?.id)).toEqual(['2031-01-05', '2031-01-12']);
    // Scheduled positions move plausibly from day to day (the simulator drifts, it does not jump).
    const positions = (await analysis.rankRows(dailyKeyword?.id ?? '')).filter((row) => row.day.startsWith('2031')).map((row) => row.position ?? 0);
    for (let index = 1; index < positions.length; index += 1) expect(Math.abs((positions[index] ?? 0) - (positions[index - 1] ?? 0))).toBeLessThanOrEqual(8);
    // Different businesses tracking the same keyword do not get the same rank series by construction.
    const view = await list(daily);
    expect(view.keywords[0]?.history.filter((point) => point.date.startsWith('2031'))).toHaveLength(4);
  });

  it("keeps a business due when its scheduled check could not be queued, so the day's check still runs", async () => {
    const owner = await analysis.newOwner();
    const [keyword] = (await add(owner, ['pour over beans'])).added;
    await analysis.checked(owner, 1);
    const { RankChecksQueue } = await import('../src/ranks/rank-checks.queue');
    const { CheckKeywordsJob } = await import('../src/ranks/jobs/check-keywords.job');
    const { SweepJob } = await import('../src/ranks/jobs/sweep.job');
    // A sweep whose Redis is gone: the same service's queue, its connection closed before it adds
    // (through BullMQ's own disconnect, which a subclass may reach; the shared Redis stays up).
    class CutOffQueue extends RankChecksQueue {
      async cutRedis(): Promise<void> {
        await this.queue.waitUntilReady();
        await this.queue.disconnect();
      }
    }
    const cutOff = new CutOffQueue(analysis.service.app.get(CheckKeywordsJob), analysis.service.app.get(SweepJob));
    await cutOff.cutRedis();
    // 09:00 in Chicago (the business's timezone) on a day no check has run yet.
    const at = new Date('2032-03-10T15:00:00Z');
    try {
      await expect(cutOff.sweep(at)).rejects.toThrow(/closed/i);
    } finally {
      await cutOff.onApplicationShutdown();
    }
    expect(await analysis.scheduled(owner)).toBe(false);
    // The next sweep, with Redis back, still finds the business due and the day's check runs.
    const queue = analysis.service.app.get(RankChecksQueue);
    expect(await queue.sweep(at)).toBeGreaterThan(0);
    await waitFor("the day's scheduled check", async () => ((await analysis.rankRows(keyword?.id ?? '')).some((row) => row.day === '2032-03-10') ? true : undefined));
  });

  it("puts a scheduled check on the business's own day, not the UTC one", async () => {
    const chicago = await analysis.newOwner();
    const losAngeles = await analysis.newOwner();
    const business = { id: losAngeles.businessId, businessName: 'Corner Cafe', businessType: 'cafe' as const, address: '1 Sunset Blvd, Los Angeles, CA 90028', city: 'Los Angeles', website: null, timezone: 'America/Los_Angeles' as const };
    await analysis.publish(analysis.event(BusinessUpdated, { ...losAngeles, business }, losAngeles), losAngeles.userId);
    await waitFor('the new timezone', async () =>
      (await queryRows(analysis.databaseUrl, 'SELECT 1 FROM businesses WHERE id = $1 AND timezone = $2', [losAngeles.businessId, 'America/Los_Angeles'])).length ? true : undefined,
    );
    await add(chicago, ['cold brew to go']);
    await add(losAngeles, ['cold brew to go']);
    // The first checks of new keywords (today on the real clock) are done before the sweep.
    await analysis.checked(chicago, 1);
    await analysis.checked(losAngeles, 1);
    const { RankChecksQueue } = await import('../src/ranks/rank-checks.queue');
    const queue = analysis.service.app.get(RankChecksQueue);
    const sweptAt = new Date();
    // 20:00 on the 23rd in Chicago and 18:00 in Los Angeles, already the 24th in UTC.
    await queue.sweep(new Date('2026-11-24T02:00:00Z'));
    const sweptDays = (owner: TOwner) =>
      queryRows<{ day: string }>(analysis.databaseUrl, "SELECT to_char(checked_on, 'YYYY-MM-DD') AS day FROM rank_checks WHERE business_id = $1 AND checked_at >= $2", [owner.businessId, sweptAt]);
    await waitFor('the scheduled checks', async () => ((await sweptDays(chicago)).length && (await sweptDays(losAngeles)).length ? true : undefined));
    expect(await sweptDays(chicago)).toEqual([{ day: '2026-11-23' }]);
    expect(await sweptDays(losAngeles)).toEqual([{ day: '2026-11-23' }]);
  });

  it('answers the overview from the stored ranks and deletes everything with the account', async () => {
    const owner = await analysis.newOwner();
    await add(owner, ['oat latte', 'flat white', 'cortado']);
    await analysis.call(AnalysisRequests.competitorsAdd, { ...owner, competitors: ['The Daily Grind', 'Bean & Leaf Cafe'] });
    const view = await analysis.checked(owner, 1);
    const positions = view.keywords.map((keyword) => keyword.position ?? 0);
    const overview = await analysis.call(AnalysisRequests.overview, owner);
    expect(overview.business).toEqual({ id: owner.businessId, name: 'Corner Cafe', type: 'cafe', city: 'Austin' });
    expect(overview.keywords).toEqual({
      total: 3,
      averageRank: Math.round((positions.reduce((a, b) => a + b, 0) / 3) * 10) / 10,
      top3Rankings: positions.filter((position) => position <= 3).length,
      top10Rankings: positions.filter((position) => position <= 10).length,
    });
    expect(overview.competitors.total).toBe(2);
    // As agreed for other callers: the business id alone is enough for a known business.
    expect((await analysis.call(AnalysisRequests.overview, { businessId: owner.businessId })).keywords).toEqual(overview.keywords);
    expect(await analysis.failure(analysis.call(AnalysisRequests.overview, { businessId: randomUUID() }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(overview.recentActivity.map((item) => item.text)).toEqual(expect.arrayContaining(['Started tracking "cortado"', 'Started watching The Daily Grind']));

    // A new review (reviews.review.received) shows in recent activity once, at its own date.
    const review = analysis.event(
      ReviewReceived,
      { businessId: owner.businessId, externalId: `g-${randomUUID()}`, platform: 'Google', reviewerName: 'Ann B.', rating: 5, reviewText: 'Best oat latte in town.', reviewDate: new Date().toISOString() },
      { businessId: owner.businessId },
    );
    await analysis.publish(review, owner.businessId);
    await analysis.publish(review, owner.businessId);
    // A later review on the same partition: once it shows, the redelivery has been handled too.
    const later = analysis.event(ReviewReceived, { ...review.payload, externalId: `g-${randomUUID()}`, reviewerName: 'Bo C.', rating: 4 }, { businessId: owner.businessId });
    await analysis.publish(later, owner.businessId);
    const withReviews = await waitFor('the reviews in recent activity', async () => {
      const latest = await analysis.call(AnalysisRequests.overview, owner);
      return latest.recentActivity.some((item) => item.text === 'New 4-star review from Bo C. on Google') ? latest : undefined;
    });
    expect(withReviews.recentActivity.filter((item) => item.text === 'New 5-star review from Ann B. on Google')).toHaveLength(1);

    const deleted = analysis.event(UserDeleted, owner, owner);
    await analysis.publish(deleted, owner.userId);
    await waitFor('the deletion', async () => ((await queryRows(analysis.databaseUrl, 'SELECT 1 FROM businesses WHERE id = $1', [owner.businessId])).length === 0 ? true : undefined));
    for (const table of ['tracked_keywords', 'rank_checks', 'competitors', 'activities']) {
      expect(await queryRows(analysis.databaseUrl, `SELECT 1 FROM ${table} WHERE business_id = $1`, [owner.businessId])).toHaveLength(0);
    }

    // Events about the business that arrive after its deletion do not bring it back.
    const lateProfile = analysis.event(BusinessUpdated, { ...owner, business: { id: owner.businessId, businessName: 'Corner Bean', businessType: 'cafe', address: '1 Main St', city: 'Austin', website: null, timezone: 'America/Chicago' } }, owner);
    await analysis.publish(lateProfile, owner.userId);
    await waitFor('the late event handled', async () => ((await queryRows(analysis.databaseUrl, 'SELECT 1 FROM processed_events WHERE id = $1', [lateProfile.id])).length > 0 ? true : undefined));
    expect(await queryRows(analysis.databaseUrl, 'SELECT 1 FROM businesses WHERE id = $1', [owner.businessId])).toHaveLength(0);
  });
});
