import { newActor, queryRows, waitFor } from '@app/test-support';
import { startAnalysis, startPeer, type TAnalysisHarness, type TOwner } from './analysis-harness';

// A sweep of the schedules (the Monday plan's, the rank checks', the grid scans') asks the real
// billing service for the plan of each account whose plan analysis has not kept yet, and keeps the
// answer. When keeping one account's answer fails (its database write refused), that account waits
// for the next sweep and every other account of the sweep still gets its plan: one bad row never
// stops the sweep.
describe('plan sweep with the real billing service', () => {
  let analysis: TAnalysisHarness;
  let billing: Awaited<ReturnType<typeof startPeer>>;

  beforeAll(async () => {
    billing = await startPeer('billing', 'plan_sweep');
    analysis = await startAnalysis('plan_sweep', {
      // The tests sweep with their own clock; the repeating sweeps stay out of the way.
      INSIGHTS_SWEEP_INTERVAL_MS: '3600000',
      RANK_SWEEP_INTERVAL_MS: '3600000',
      RANK_PROVIDER: 'simulated',
    });
  });

  afterAll(async () => {
    await analysis?.stop();
    await billing?.stop();
  });

  const sweep = async () => {
    const { WeeklyPlanSweep } = await import('../src/weekly-plan/weekly-plan.sweep');
    return analysis.service.app.get(WeeklyPlanSweep);
  };
  const keptPlan = async (owner: TOwner) =>
    (await queryRows<{ plan_name: string | null }>(analysis.databaseUrl, 'SELECT plan_name FROM businesses WHERE id = $1', [owner.businessId]))[0]?.plan_name ?? null;

  // Signed up: billing starts the trial from auth's event and tells analysis, which keeps the plan.
  const signedUp = async (): Promise<TOwner> => {
    const owner = newActor();
    await analysis.publish(analysis.registered(owner, { businessName: 'Sweep Cafe', timezone: 'America/Denver' }), owner.userId);
    await waitFor('the trial kept by analysis', async () => ((await keptPlan(owner)) === 'Growing Local' ? true : undefined));
    return owner;
  };

  // As right after sign-up, before billing's event arrives: no plan kept, so a sweep asks billing.
  const forgetPlans = (owners: TOwner[]) =>
    queryRows(
      analysis.databaseUrl,
      'UPDATE businesses SET plan_name = NULL, keyword_limit = NULL, competitor_limit = NULL, subscription_changed_at = NULL WHERE id = ANY($1::uuid[])',
      [owners.map(({ businessId }) => businessId)],
    );
  // The database refuses to keep this account's plan until the returned allow() drops the refusal.
  const refusePlanOf = async (owner: TOwner) => {
    await queryRows(
      analysis.databaseUrl,
      `CREATE FUNCTION refuse_plan() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW.id = '${owner.businessId}'::uuid AND NEW.plan_name IS NOT NULL THEN RAISE EXCEPTION 'plan write refused'; END IF;
         RETURN NEW;
       END $$`,
    );
    await queryRows(analysis.databaseUrl, 'CREATE TRIGGER refuse_plan BEFORE UPDATE ON businesses FOR EACH ROW EXECUTE FUNCTION refuse_plan()');
    return async () => {
      await queryRows(analysis.databaseUrl, 'DROP TRIGGER IF EXISTS refuse_plan ON businesses');
      await queryRows(analysis.databaseUrl, 'DROP FUNCTION IF EXISTS refuse_plan()');
    };
  };

  it("plans every other account when keeping one account's plan fails, and that one at the next sweep", async () => {
    const [failing, healthy] = [await signedUp(), await signedUp()];
    await forgetPlans([failing, healthy]);
    const allow = await refusePlanOf(failing);
    // Monday 2030-02-04, 08:00 in Denver is 15:00Z.
    const monday = new Date('2030-02-04T15:00:00Z');
    try {
      const due = await (await sweep()).due(monday);
      expect(due).toContainEqual({ businessId: healthy.businessId, weekOf: '2030-02-04' });
      expect(due.map(({ businessId }) => businessId)).not.toContain(failing.businessId);
      expect(await keptPlan(healthy)).toBe('Growing Local');
      expect(await keptPlan(failing)).toBeNull();
    } finally {
      await allow();
    }

    const next = await (await sweep()).due(monday);
    expect(next).toContainEqual({ businessId: failing.businessId, weekOf: '2030-02-04' });
    expect(await keptPlan(failing)).toBe('Growing Local');
  });

  it("checks every other account's ranks when keeping one account's plan fails, and that one's at the next sweep", async () => {
    const [failing, healthy] = [await signedUp(), await signedUp()];
    // Each keyword's first check (today, on the real clock) is done before the plans are forgotten.
    const [failingKeyword, healthyKeyword] = [await analysis.track(failing, 'cold brew to go'), await analysis.track(healthy, 'cold brew to go')];
    const checkedOn = (keywordId: string, day: string) =>
      waitFor(`the rank check of ${day}`, async () => ((await analysis.rankRows(keywordId)).some((row) => row.day === day) ? true : undefined));
    await forgetPlans([failing, healthy]);
    await queryRows(analysis.databaseUrl, 'UPDATE businesses SET last_scheduled_check_at = NULL WHERE id = ANY($1::uuid[])', [[failing.businessId, healthy.businessId]]);
    const allow = await refusePlanOf(failing);
    const { RankChecksQueue } = await import('../src/ranks/rank-checks.queue');
    const queue = analysis.service.app.get(RankChecksQueue);
    // Wednesday 2032-03-10, 08:00 in Denver is 15:00Z: past the local hour the day's checks wait for.
    const wednesday = new Date('2032-03-10T15:00:00Z');
    try {
      expect(await queue.sweep(wednesday)).toBeGreaterThan(0);
      await checkedOn(healthyKeyword, '2032-03-10');
      expect(await keptPlan(healthy)).toBe('Growing Local');
      expect(await analysis.scheduled(healthy)).toBe(true);
      expect(await keptPlan(failing)).toBeNull();
      expect(await analysis.scheduled(failing)).toBe(false);
      expect((await analysis.rankRows(failingKeyword)).map(({ day }) => day)).not.toContain('2032-03-10');
    } finally {
      await allow();
    }

    expect(await queue.sweep(wednesday)).toBeGreaterThan(0);
    await checkedOn(failingKeyword, '2032-03-10');
    expect(await keptPlan(failing)).toBe('Growing Local');
    expect(await analysis.scheduled(failing)).toBe(true);
  });

  it("schedules every other shop's grid scan when keeping one account's plan fails, and that one's at the next sweep", async () => {
    const [failing, healthy] = [await signedUp(), await signedUp()];
    for (const owner of [failing, healthy]) {
      await analysis.track(owner, 'oat milk latte');
      // The sample listing of a cafe: open 07:00-18:00 on weekdays, on the shop's own clock.
      await analysis.listing(owner);
    }
    await forgetPlans([failing, healthy]);
    const allow = await refusePlanOf(failing);
    const { GridScansQueue } = await import('../src/visibility/grid-scans.queue');
    const queue = analysis.service.app.get(GridScansQueue);
    // The shops whose scans one sweep scheduled (other tests' shops have no listing, so no scan).
    const sweptShops = async (at: Date) => (await queue.sweep(at)).map(({ businessId }) => businessId);
    // Wednesday 2032-03-10, 08:00 in Denver is 15:00Z: both cafes are open.
    const wednesday = new Date('2032-03-10T15:00:00Z');
    try {
      const shops = await sweptShops(wednesday);
      expect(shops).toContain(healthy.businessId);
      expect(shops).not.toContain(failing.businessId);
      expect(await keptPlan(healthy)).toBe('Growing Local');
      expect(await keptPlan(failing)).toBeNull();
    } finally {
      await allow();
    }

    // The healthy shop's scan for the day exists already; only the one left out is scheduled now.
    expect(await sweptShops(wednesday)).toEqual([failing.businessId]);
    expect(await keptPlan(failing)).toBe('Growing Local');
  });
});
