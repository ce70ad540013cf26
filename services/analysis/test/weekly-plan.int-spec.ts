import { randomUUID } from 'node:crypto';
import { AnalysisRequests, BillingRequests, TIMEZONES, WeeklyPlanRequests, type TTimezone } from '@app/contracts';
import { rpcTimeouts } from '@app/service-kit';
import { newActor, queryRows, waitFor } from '@app/test-support';
import { startAnalysis, type TAnalysisHarness, type TOwner } from './analysis-harness';

// Issue 21 (docs/product.md §11 Weekly plan): every Monday at 08:00 on the shop's clock the
// insights sweep builds the week's plan (at most three actions from the business's own figures)
// and announces it once for the weekly report email; the next week's plan starts with what the
// done actions changed, measured. The sweep runs here with a pinned clock, in the four timezones.
describe('weekly plan', () => {
  let analysis: TAnalysisHarness;

  beforeAll(async () => {
    // No reviews service in this suite: the listing's last kept reviews summary is the figure.
    // Nor billing: a plan not told by its event is asked of billing, which does not answer.
    analysis = await startAnalysis('weekly_plan', { BILLING_RPC_TIMEOUT_MS: '200', INSIGHTS_SWEEP_INTERVAL_MS: '3600000' });
  });

  afterAll(async () => {
    await analysis?.stop();
  });

  const services = async () => {
    const { InsightsQueue } = await import('../src/insights/insights.queue');
    const { WeeklyPlanService } = await import('../src/weekly-plan/weekly-plan.service');
    const { WeeklyPlanSweep } = await import('../src/weekly-plan/weekly-plan.sweep');
    return { queue: analysis.service.app.get(InsightsQueue), plans: analysis.service.app.get(WeeklyPlanService), sweep: analysis.service.app.get(WeeklyPlanSweep) };
  };
  const planRow = (owner: TOwner, weekOf: string) =>
    queryRows<{ id: string; announced: boolean }>(analysis.databaseUrl, 'SELECT id, announced_at IS NOT NULL AS announced FROM weekly_plans WHERE business_id = $1 AND week_of = $2::date', [owner.businessId, weekOf]);
  const announcedAfterSweep = async (owner: TOwner, weekOf: string) =>
    waitFor('the plan announced', async () => ((await planRow(owner, weekOf))[0]?.announced ? true : undefined));
  const readyEvents = (owner: TOwner) =>
    queryRows<{ payload: { payload: { weekOf: string; businessName: string; actions: { title: string }[]; lastWeek: { text: string }[] } } }>(
      analysis.databaseUrl,
      `SELECT payload FROM outbox_events WHERE topic = 'analysis.weekly-plan.ready' AND payload->'payload'->>'businessId' = $1 ORDER BY created_at`,
      [owner.businessId],
    );

  // A cafe with 4 reviews waiting (the oldest since Dec 26), "oat latte austin" at #6 and
  // "cold brew" at #2, and a competitor whose rating moved two days before the Monday.
  const seededOwner = async (timezone: TTimezone): Promise<{ owner: TOwner; keywordId: string }> => {
    const owner = await analysis.newOwner({}, { businessName: `Corner Cafe ${timezone}`, businessType: 'cafe', city: 'Austin', timezone });
    const added = (await analysis.call(AnalysisRequests.keywordsAdd, { ...owner, keywords: ['oat latte austin', 'cold brew'] })).added;
    await analysis.listing(owner);
    await queryRows(analysis.databaseUrl, `UPDATE listings SET reviews_total = 40, reviews_average = 4.5, reviews_pending = 4, reviews_oldest_pending = '2029-12-26T10:00:00Z' WHERE business_id = $1`, [owner.businessId]);
    const ids = Object.fromEntries(added.map((keyword) => [keyword.keyword, keyword.id]));
    for (const [keyword, position] of [['oat latte austin', 6], ['cold brew', 2]] as const) {
      await queryRows(analysis.databaseUrl, `INSERT INTO rank_checks (id, business_id, keyword_id, checked_on, position, status, provider) VALUES ($1, $2, $3, '2030-01-06', $4, 'ok', 'serpapi')`, [randomUUID(), owner.businessId, ids[keyword], position]);
    }
    await queryRows(
      analysis.databaseUrl,
      `INSERT INTO alerts (id, business_id, key, kind, title, body, link, data, created_at) VALUES ($1, $2, 'competitor:c1:rating:2030-01-05', 'competitor', 'Bean There''s rating went up to 4.7', 'It was 4.5 on 2030-01-04.', '/competitors', '{}', '2030-01-05T12:00:00Z')`,
      [randomUUID(), owner.businessId],
    );
    return { owner, keywordId: ids['oat latte austin'] ?? '' };
  };

  it('builds each shop’s plan at 08:00 on Monday in its own timezone, with its three actions, announced once', async () => {
    const { queue, plans } = await services();
    const owners = new Map<TTimezone, TOwner>();
    for (const timezone of TIMEZONES) owners.set(timezone, (await seededOwner(timezone)).owner);
    const planned = async () => {
      const rows = await Promise.all(TIMEZONES.map(async (timezone) => ((await planRow(owners.get(timezone) as TOwner, '2030-01-07'))[0] ? timezone : null)));
      return rows.filter(Boolean);
    };
    // Monday 2030-01-07, 08:00 local: 13:00Z in New York, 14:00Z in Chicago, 15:00Z in Denver, 16:00Z in Los Angeles.
    const steps: [string, TTimezone | null][] = [
      ['2030-01-07T12:59:00Z', null],
      ['2030-01-07T13:00:00Z', 'America/New_York'],
      ['2030-01-07T13:59:00Z', null],
      ['2030-01-07T14:00:00Z', 'America/Chicago'],
      ['2030-01-07T15:00:00Z', 'America/Denver'],
      ['2030-01-07T16:00:00Z', 'America/Los_Angeles'],
    ];
    const expected: TTimezone[] = [];
    for (const [at, timezone] of steps) {
      await queue.sweep(new Date(at));
      if (timezone) {
        expected.push(timezone);
        await announcedAfterSweep(owners.get(timezone) as TOwner, '2030-01-07');
      }
      expect(await planned()).toEqual(TIMEZONES.filter((zone) => expected.includes(zone)));
    }
    for (const timezone of TIMEZONES) {
      const owner = owners.get(timezone) as TOwner;
      const plan = await plans.get(owner, new Date('2030-01-07T17:00:00Z'));
      expect(plan).toMatchObject({ weekOf: '2030-01-07', lastWeek: [] });
      expect(plan.actions.map(({ kind, title, link, done }) => ({ kind, title, link, done }))).toEqual([
        { kind: 'reviews', title: 'Reply to the 4 reviews waiting for an answer', link: '/reviews?status=pending', done: false },
        { kind: 'keyword', title: 'Move "oat latte austin" into the top 3', link: '/keywords', done: false },
        { kind: 'competitor', title: 'Answer a competitor’s move', link: '/competitors', done: false },
      ]);
      expect(plan.actions[1]?.why).toBe('It is #6 (checked 2030-01-06), 3 places from the top 3, the places Google shows first on the map.');
    }
    // A second sweep the same week announces nothing again.
    await queue.sweep(new Date('2030-01-07T18:00:00Z'));
    await queue.sweep(new Date('2030-01-09T18:00:00Z'));
    for (const timezone of TIMEZONES) {
      const events = await readyEvents(owners.get(timezone) as TOwner);
      expect(events.map((row) => row.payload.payload.weekOf)).toEqual(['2030-01-07']);
      expect(events[0]?.payload.payload).toMatchObject({ businessName: `Corner Cafe ${timezone}`, lastWeek: [] });
      expect(events[0]?.payload.payload.actions).toHaveLength(3);
    }
  });

  // A read-only account's rank checks and competitor figures have stopped: no Monday plan is sent on
  // its old figures, though its dashboard still shows one.
  it('sends no Monday plan to a read-only account', async () => {
    const { plans, sweep } = await services();
    const active = (await seededOwner('America/Denver')).owner;
    const lapsed = (await seededOwner('America/Denver')).owner;
    await analysis.publish(analysis.subscription(lapsed, { status: 'canceled', readOnly: true }), lapsed.userId);
    await waitFor('the account read-only', async () => ((await queryRows(analysis.databaseUrl, 'SELECT 1 FROM businesses WHERE id = $1 AND read_only', [lapsed.businessId])).length ? true : undefined));
    // Monday 2030-01-28, 08:00 in Denver is 15:00Z.
    const due = (await sweep.due(new Date('2030-01-28T15:00:00Z'))).map(({ businessId }) => businessId);
    expect(due).toContain(active.businessId);
    expect(due).not.toContain(lapsed.businessId);
    const shown = await plans.get(lapsed, new Date('2030-01-28T16:00:00Z'));
    expect(shown.weekOf).toBe('2030-01-28');
    expect(shown.actions).toHaveLength(3);
  });

  // Whether the account is read-only is its plan's word: one billing has not told yet (nor answered
  // for) gets its Monday plan at the first sweep that knows it, not before.
  it('sends the Monday plan once the account’s plan is known', async () => {
    const { sweep } = await services();
    const owner = newActor();
    await analysis.publish(analysis.registered(owner, { businessName: 'Plan Unknown Cafe', timezone: 'America/Denver' }), owner.userId);
    await waitFor('the business', async () => ((await queryRows(analysis.databaseUrl, 'SELECT 1 FROM businesses WHERE id = $1 AND name <> $2', [owner.businessId, ''])).length ? true : undefined));
    // Monday 2030-02-04, 08:00 in Denver is 15:00Z.
    const monday = new Date('2030-02-04T15:00:00Z');
    expect((await sweep.due(monday)).map(({ businessId }) => businessId)).not.toContain(owner.businessId);
    await analysis.publish(analysis.subscription(owner), owner.userId);
    await waitFor('the plan', async () => ((await queryRows(analysis.databaseUrl, 'SELECT 1 FROM businesses WHERE id = $1 AND plan_name IS NOT NULL', [owner.businessId])).length ? true : undefined));
    expect(await sweep.due(monday)).toContainEqual({ businessId: owner.businessId, weekOf: '2030-02-04' });
  });

  // Billing down: the sweep waits for its answer once, and the other accounts whose plan is not
  // kept wait for the next sweep with it, instead of each holding the sweep up for the timeout.
  it('asks a silent billing once per sweep, not once per account it cannot place', async () => {
    const { sweep } = await services();
    const owners = Array.from({ length: 3 }, newActor);
    for (const owner of owners) await analysis.publish(analysis.registered(owner, { businessName: 'Billing Down Cafe', timezone: 'America/Denver' }), owner.userId);
    const named = async () => (await queryRows(analysis.databaseUrl, 'SELECT 1 FROM businesses WHERE id = ANY($1::uuid[]) AND name <> $2', [owners.map((owner) => owner.businessId), ''])).length;
    await waitFor('the businesses', async () => ((await named()) === owners.length ? true : undefined));
    const timeouts = async () => (await rpcTimeouts.get()).values.find((value) => value.labels.topic === BillingRequests.subscriptionGet.topic)?.value ?? 0;
    const before = await timeouts();
    // Monday 2030-02-11, 08:00 in Denver is 15:00Z.
    const due = (await sweep.due(new Date('2030-02-11T15:00:00Z'))).map(({ businessId }) => businessId);
    expect(await timeouts()).toBe(before + 1);
    for (const owner of owners) expect(due).not.toContain(owner.businessId);
  });

  it('starts the next week’s plan with what the done actions changed, measured', async () => {
    const { queue, plans } = await services();
    const { owner, keywordId } = await seededOwner('America/Chicago');
    await queue.sweep(new Date('2030-01-07T14:00:00Z'));
    await announcedAfterSweep(owner, '2030-01-07');
    const week = await plans.get(owner, new Date('2030-01-08T15:00:00Z'));
    const [reviews, keyword] = week.actions;
    await plans.actionDone(owner, reviews?.id ?? '', true, new Date('2030-01-08T15:00:00Z'));
    const marked = await plans.actionDone(owner, keyword?.id ?? '', true, new Date('2030-01-09T15:00:00Z'));
    expect(marked.actions.map((action) => action.done)).toEqual([true, true, false]);
    // During the week: the reviews answered (4.6 now), the keyword up to #4.
    await queryRows(analysis.databaseUrl, `UPDATE listings SET reviews_pending = 0, reviews_oldest_pending = NULL, reviews_average = 4.6, reviews_total = 43 WHERE business_id = $1`, [owner.businessId]);
    await queryRows(analysis.databaseUrl, `INSERT INTO rank_checks (id, business_id, keyword_id, checked_on, position, status, provider) VALUES ($1, $2, $3, '2030-01-13', 4, 'ok', 'serpapi')`, [randomUUID(), owner.businessId, keywordId]);
    // A failed check after it is not a measurement.
    await queryRows(analysis.databaseUrl, `INSERT INTO rank_checks (id, business_id, keyword_id, checked_on, position, status, provider) VALUES ($1, $2, $3, '2030-01-14', NULL, 'no_data', 'serpapi')`, [randomUUID(), owner.businessId, keywordId]);

    await queue.sweep(new Date('2030-01-14T14:00:00Z'));
    await announcedAfterSweep(owner, '2030-01-14');
    const next = await plans.get(owner, new Date('2030-01-14T15:00:00Z'));
    expect(next.lastWeek).toEqual([{ text: 'Reviews waiting for a reply: 4 → 0; your rating is 4.6, up 0.1' }, { text: '"oat latte austin": #6 → #4' }]);
    expect((await readyEvents(owner)).at(-1)?.payload.payload.lastWeek).toEqual(next.lastWeek);
    // Nothing is done in that week: the week after says so.
    await queue.sweep(new Date('2030-01-21T14:00:00Z'));
    await announcedAfterSweep(owner, '2030-01-21');
    expect((await plans.get(owner, new Date('2030-01-21T15:00:00Z'))).lastWeek).toEqual([{ text: 'No action from last week’s plan was marked done.' }]);
  });

  it('answers this week’s plan over Kafka, marks an action done, and refuses another business’s action', async () => {
    const { owner } = await seededOwner('America/Denver');
    const plan = await analysis.call(WeeklyPlanRequests.get, owner);
    expect(plan.actions.length).toBeGreaterThan(0);
    const first = plan.actions[0];
    const marked = await analysis.call(WeeklyPlanRequests.actionDone, { ...owner, id: first?.id ?? '', done: true });
    expect(marked.actions[0]).toMatchObject({ id: first?.id, done: true });
    expect((await analysis.call(WeeklyPlanRequests.actionDone, { ...owner, id: first?.id ?? '', done: false })).actions[0]?.done).toBe(false);
    const other = (await seededOwner('America/New_York')).owner;
    await expect(analysis.call(WeeklyPlanRequests.actionDone, { ...other, id: first?.id ?? '', done: true })).rejects.toMatchObject({ error: { code: 'NOT_FOUND', message: 'That action is not in this week’s plan.' } });
  });
});
