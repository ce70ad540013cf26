import { TZDate } from '@date-fns/tz';
import { AlertsRequests, AnalysisRequests, VisibilityRequests } from '@app/contracts';
import { FakeSerpApiServer, queryRows, waitFor, type TFakeGridAnswer } from '@app/test-support';
import { gridPoints } from '../src/visibility/grid-geometry';
import { cityCentre } from '../src/visibility/shop-place';
import { startAnalysis, type TAnalysisHarness, type TOwner } from './analysis-harness';

// Geo-grid visibility scans through Kafka, with SerpApi's Google Maps engine played by a local fake
// that answers known packs at known coordinates (docs/product.md, Visibility).
describe('geo-grid visibility scans', () => {
  const serp = new FakeSerpApiServer();
  let analysis: TAnalysisHarness;
  // Requests of analysis's other contexts, by topic until their contracts exist (issue 18).

  beforeAll(async () => {
    await serp.start();
    analysis = await startAnalysis('grid_scans', {
      RANK_PROVIDER: 'serpapi',
      SERP_API_KEY: serp.apiKey,
      SERP_API_BASE_URL: serp.baseUrl,
      SERP_API_TIMEOUT_MS: '2000',
      // The tests sweep with their own clock; the repeating sweep stays out of the way.
      RANK_SWEEP_INTERVAL_MS: '3600000',
    });
  });

  afterAll(async () => {
    await analysis?.stop();
    await serp.stop();
  });

  const scanDone = (owner: TOwner, id: string) =>
    waitFor('the scan to finish', async () => {
      const scan = await analysis.call(VisibilityRequests.scanGet, { ...owner, id });
      return scan.status === 'done' || scan.status === 'failed' ? scan : undefined;
    });

  const center = cityCentre('Austin') ?? { lat: 0, lng: 0 };
  const round2 = (value: number) => Math.round(value * 100) / 100;

  // The scripted 7×7 grid, row by row from the north-west: the shop at (column + row) where the
  // column is not 0, not in the pack in column 0, and one point (index 30) failing with HTTP 500.
  const FAILING = 30;
  const positionAt = (index: number): number | null => (index % 7 === 0 ? null : (index % 7) + Math.floor(index / 7));
  const packAt = (index: number): string[] => {
    const others = ['Rival Roasters', ...Array.from({ length: 19 }, (_, n) => `Other Place ${n + 2}`)];
    const position = positionAt(index);
    return position === null ? others : [...others.slice(0, position - 1), 'Corner Cafe', ...others.slice(position - 1)].slice(0, 20);
  };

  it('runs a 7×7 scan point by point: positions, not found, no data on a failing point, and the figures', async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Corner Cafe', city: 'Austin' });
    await analysis.track(owner, 'oat latte');
    const points = gridPoints(center, 7, 3);
    const indexOf = new Map(points.map((point, index) => [`${point.lat},${point.lng}`, index]));
    serp.grid('oat latte', (point): TFakeGridAnswer => {
      const index = indexOf.get(`${point.lat},${point.lng}`);
      if (index === undefined) return [];
      return index === FAILING ? 'http-500' : packAt(index);
    });

    const created = await analysis.call(VisibilityRequests.scanCreate, { ...owner, keyword: 'Oat Latte', gridSize: 7, radiusKm: 3 });
    expect(created.status).toBe('queued');
    const scan = await scanDone(owner, created.id);

    expect(scan).toMatchObject({ keyword: 'oat latte', gridSize: 7, radiusKm: 3, status: 'done', source: 'serpapi', center });
    expect(scan.cells).toHaveLength(49);
    scan.cells.forEach((cell, index) => {
      expect({ lat: cell.lat, lng: cell.lng }).toEqual(points[index]);
      const position = positionAt(index);
      if (index === FAILING) expect(cell).toMatchObject({ status: 'no-data', position: null, top3: [] });
      else if (position === null) expect(cell).toMatchObject({ status: 'not-found', position: null });
      else expect(cell).toMatchObject({ status: 'ok', position });
      if (index !== FAILING) expect(cell.top3).toEqual(packAt(index).slice(0, 3).map((name, n) => ({ name, position: n + 1 })));
    });
    // The failing point was tried three times, then left out of the figures.
    const lookups = serp.requests.filter((params) => params.get('engine') === 'google_maps' && params.get('q') === 'oat latte');
    expect(lookups).toHaveLength(48 + 3);
    expect(lookups[0]?.get('ll')).toMatch(/^@-?[\d.]+,-?[\d.]+,14z$/);

    const withData = Array.from({ length: 49 }, (_, index) => index).filter((index) => index !== FAILING);
    const found = withData.flatMap((index) => positionAt(index) ?? []);
    expect(scan.arp).toBe(round2(found.reduce((a, b) => a + b, 0) / found.length));
    expect(scan.atrp).toBe(round2(withData.reduce((sum, index) => sum + (positionAt(index) ?? 21), 0) / withData.length));
    expect(scan.solv).toBe(round2((100 * found.filter((position) => position <= 3).length) / withData.length));

    // A competitor's grid from the same lookups: Rival Roasters is first wherever the shop is not.
    const before = serp.requests.length;
    const rival = await analysis.call(VisibilityRequests.scanGet, { ...owner, id: created.id, competitor: 'rival roasters' });
    expect(serp.requests.length).toBe(before);
    expect(rival.cells.filter((cell) => cell.status === 'no-data')).toHaveLength(1);
    const rivalPositions = withData.map((index) => (positionAt(index) === 1 ? 2 : 1));
    expect(rival.cells.filter((cell) => cell.status === 'ok').map((cell) => cell.position)).toEqual(rivalPositions);
    expect(rival).toMatchObject({ solv: 100, arp: round2(rivalPositions.reduce((a, b) => a + b, 0) / rivalPositions.length) });

    // The list: newest first, of that keyword.
    const list = await analysis.call(VisibilityRequests.scansList, { ...owner, keyword: 'OAT LATTE' });
    expect(list.map((summary) => summary.id)).toEqual([created.id]);
    expect(list[0]).toMatchObject({ arp: scan.arp, atrp: scan.atrp, solv: scan.solv });

    // CSV: exported and imported back without loss.
    const exported = await analysis.call(VisibilityRequests.scanExport, { ...owner, id: created.id });
    expect(exported.csv.split('\r\n')[0]).toBe('date,keyword,grid_size,radius_km,source,lat,lng,status,position,top1,top2,top3');
    expect(exported.csv.trim().split('\r\n')).toHaveLength(50);
    const imported = await analysis.call(VisibilityRequests.scanImport, { ...owner, csv: exported.csv });
    expect(imported.status).toBe('done');
    const copy = await analysis.call(VisibilityRequests.scanGet, { ...owner, id: imported.id });
    const { id: _id, createdAt: _c, finishedAt: _f, ...original } = scan;
    expect(copy).toMatchObject(original);
    expect((await analysis.call(VisibilityRequests.scanExport, { ...owner, id: imported.id })).csv).toBe(exported.csv);

    // Another business sees none of it.
    const stranger = await analysis.newOwner();
    expect(await analysis.failure(analysis.call(VisibilityRequests.scanGet, { ...stranger, id: created.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await analysis.failure(analysis.call(VisibilityRequests.scanExport, { ...stranger, id: created.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await analysis.call(VisibilityRequests.scansList, stranger)).toEqual([]);
  });

  it('alerts once when a finished scan moves the SoLV by 10 points or more or brings a new business into the top 3, never from a failed scan', async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Corner Cafe' });
    await analysis.track(owner, 'flat white');
    const scanWith = async (answer: TFakeGridAnswer) => {
      serp.grid('flat white', () => answer);
      const created = await analysis.call(VisibilityRequests.scanCreate, { ...owner, keyword: 'flat white', gridSize: 3, radiusKm: 1 });
      return scanDone(owner, created.id);
    };
    const alerts = async () => (await analysis.call(AlertsRequests.list, owner)).items;

    // The first scan has nothing before it.
    expect(await scanWith(['Corner Cafe', 'Rival Roasters', 'Other Place'])).toMatchObject({ status: 'done', solv: 100 });
    expect(await alerts()).toEqual([]);

    // Out of the top 3 everywhere, with Bean There first everywhere: both alerts, once each.
    const dropped = await scanWith(['Bean There', 'Rival Roasters', 'Other Place', 'Other Four', 'Corner Cafe']);
    expect(dropped).toMatchObject({ status: 'done', solv: 0 });
    const raised = await alerts();
    expect(raised.map(({ kind, title, link }) => ({ kind, title, link })).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'competitor', title: 'Bean There is now in the top 3 for "flat white" across much of your area', link: '/visibility' },
      { kind: 'visibility', title: 'Your map visibility for "flat white" went down to 0%', link: '/visibility' },
    ]);
    for (const alert of raised) {
      expect(await queryRows(analysis.databaseUrl, `SELECT 1 FROM outbox_events WHERE topic = 'analysis.alert.raised' AND payload->'payload'->>'alertId' = $1`, [alert.id])).toHaveLength(1);
    }

    // A scan whose every lookup fails raises nothing, and is no baseline for the next one: the
    // next scan, like the one before the failure, is news to nobody.
    expect(await scanWith('http-500')).toMatchObject({ status: 'failed' });
    expect(await scanWith(['Bean There', 'Rival Roasters', 'Other Place', 'Corner Cafe'])).toMatchObject({ status: 'done', solv: 0 });
    expect((await alerts()).map((alert) => alert.id).sort()).toEqual(raised.map((alert) => alert.id).sort());
  });

  it('refuses a keyword that is not tracked, a bad grid size and a radius out of range', async () => {
    const owner = await analysis.newOwner();
    await analysis.track(owner, 'flat white');
    const refused = (input: object) => analysis.failure(analysis.call(VisibilityRequests.scanCreate, { ...owner, keyword: 'flat white', gridSize: 5, radiusKm: 2, ...input }));
    expect(await refused({ keyword: 'espresso' })).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining('not one of your tracked keywords') });
    expect(await refused({ gridSize: 4 })).toMatchObject({ code: 'VALIDATION' });
    expect(await refused({ radiusKm: 10.5 })).toMatchObject({ code: 'VALIDATION' });
    expect(await refused({ radiusKm: 0.2 })).toMatchObject({ code: 'VALIDATION' });
    const nowhere = await analysis.newOwner({}, { city: 'Smallville' });
    await analysis.track(nowhere, 'flat white');
    expect(await analysis.failure(analysis.call(VisibilityRequests.scanCreate, { ...nowhere, keyword: 'flat white', gridSize: 3, radiusKm: 1 }))).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining("don't know where your shop is"),
    });
  });

  it('never lets parallel scans spend more than the month allows: exactly the affordable ones run', async () => {
    const owner = await analysis.newOwner({ planName: 'Single Shop', rankCheckFrequency: 'weekly' });
    await analysis.track(owner, 'cold brew');
    expect(await analysis.call(VisibilityRequests.allowance, owner)).toMatchObject({ used: 1, limit: 500, rolledOver: 0 });
    // 500 lookups, 1 used by the rank check: two 13×13 scans (2 × 169) fit, a third would not.
    const attempts = await Promise.allSettled(
      Array.from({ length: 5 }, () => analysis.call(VisibilityRequests.scanCreate, { ...owner, keyword: 'cold brew', gridSize: 13, radiusKm: 2 })),
    );
    const accepted = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(accepted).toHaveLength(2);
    const refusals = attempts.flatMap((attempt) => (attempt.status === 'rejected' ? [(attempt.reason as { error?: unknown }).error] : []));
    expect(refusals).toHaveLength(3);
    for (const refusal of refusals) expect(refusal).toMatchObject({ code: 'LIMIT_REACHED', message: expect.stringContaining('needs 169 lookups and your month has 161 left') });
    const allowance = await analysis.call(VisibilityRequests.allowance, owner);
    expect(allowance).toMatchObject({ used: 339, limit: 500, rolledOver: 0 });
    const resets = new TZDate(allowance.resetsAt, 'America/Chicago');
    expect([resets.getDate(), resets.getHours(), resets.getMinutes()]).toEqual([1, 0, 0]);
    expect(Date.parse(allowance.resetsAt)).toBeGreaterThan(Date.now());
  });

  it('schedules a scan of each tracked keyword only while the shop is open, once a day', async () => {
    const owner = await analysis.newOwner({ planName: 'Growing Local', rankCheckFrequency: 'daily' });
    await analysis.track(owner, 'matcha latte');
    await analysis.track(owner, 'oat flat white');
    // The sample listing of a cafe: 07:00-18:00 on weekdays, 08:00-16:00 at the weekend (Chicago).
    await analysis.listing(owner);
    // Imported here: the service's modules read its environment, which the harness sets first.
    const { GridScansQueue } = await import('../src/visibility/grid-scans.queue');
    const queue = analysis.service.app.get(GridScansQueue);
    const sweep = async (at: string) => (await queue.sweep(new Date(at))).filter((due) => due.businessId === owner.businessId);
    expect(await sweep('2026-12-07T12:59:00Z')).toEqual([]); // Monday 06:59, before opening
    expect(await sweep('2026-12-08T00:00:00Z')).toEqual([]); // Monday 18:00, closed
    expect(await sweep('2026-12-06T13:30:00Z')).toEqual([]); // Sunday 07:30, opens at 08:00
    const due = await sweep('2026-12-07T13:00:00Z'); // Monday 07:00, open
    expect(due).toHaveLength(2);
    expect(await sweep('2026-12-07T20:00:00Z')).toEqual([]); // the same day again
    // The sweep queued them: each lists its points once looked up.
    const scans = await Promise.all(due.map(({ scanId }) => scanDone(owner, scanId)));
    expect(scans.map((scan) => scan.keyword).sort()).toEqual(['matcha latte', 'oat flat white']);
    // Each keyword gets its own 3×3 grid around the shop, on the same nine points.
    const [first, second] = scans;
    expect(first?.cells).toHaveLength(9);
    expect(second?.center).toEqual(first?.center);
    expect(second?.cells.map(({ lat, lng }) => [lat, lng])).toEqual(first?.cells.map(({ lat, lng }) => [lat, lng]));
    expect(new Set(first?.cells.map(({ lat, lng }) => `${lat},${lng}`)).size).toBe(9);
    const listed = await analysis.call(VisibilityRequests.scansList, { ...owner, keyword: 'matcha latte' });
    expect(listed).toEqual([expect.objectContaining({ id: scans.find((scan) => scan.keyword === 'matcha latte')?.id, gridSize: 3 })]);
  });

  it('sweeps many shops at once and schedules for each its own keywords, on its own clock', async () => {
    const plan = { planName: 'Growing Local', rankCheckFrequency: 'daily' } as const;
    const east = await analysis.newOwner(plan, { businessName: 'East Cafe', city: 'Boston', timezone: 'America/New_York' });
    const west = await analysis.newOwner(plan, { businessName: 'West Cafe', city: 'Seattle', timezone: 'America/Los_Angeles' });
    await analysis.track(east, 'flat white');
    await analysis.track(east, 'cortado');
    await analysis.track(west, 'cold brew');
    // Both get the sample listing of a cafe: 07:00-18:00 on weekdays, each on its own clock.
    for (const owner of [east, west]) await analysis.listing(owner);
    const { GridScansQueue } = await import('../src/visibility/grid-scans.queue');
    const queue = analysis.service.app.get(GridScansQueue);
    // The keywords of the scans one sweep scheduled, per shop (other tests' shops are left out).
    const sweep = async (at: string) => {
      const due = await queue.sweep(new Date(at));
      const keywordsOf = async (owner: TOwner) => {
        const mine = due.filter(({ businessId }) => businessId === owner.businessId);
        const scans = await Promise.all(mine.map(({ scanId }) => analysis.call(VisibilityRequests.scanGet, { ...owner, id: scanId })));
        return scans.map(({ keyword }) => keyword).sort();
      };
      return { east: await keywordsOf(east), west: await keywordsOf(west) };
    };
    // Monday 07:30 in Boston, 04:30 in Seattle (closed).
    expect(await sweep('2026-12-14T12:30:00Z')).toEqual({ east: ['cortado', 'flat white'], west: [] });
    await analysis.track(east, 'drip coffee');
    // 10:30 in Boston: only the keyword added since; 07:30 in Seattle, open now.
    expect(await sweep('2026-12-14T15:30:00Z')).toEqual({ east: ['drip coffee'], west: ['cold brew'] });
    expect(await sweep('2026-12-14T16:00:00Z')).toEqual({ east: [], west: [] });
  });

  it("sets the day's SoLV and rank next to the listing's figures, with the owner's actions and an honest correlation", async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Corner Cafe' });
    await analysis.track(owner, 'chai latte');
    serp.grid('chai latte', () => ['Corner Cafe', 'Rival Roasters', 'Other Place']);
    const created = await analysis.call(VisibilityRequests.scanCreate, { ...owner, keyword: 'chai latte', gridSize: 3, radiusKm: 1 });
    expect(await scanDone(owner, created.id)).toMatchObject({ solv: 100, arp: 1 });
    const earnings = await analysis.call(VisibilityRequests.earnings, { ...owner, keyword: 'chai latte', days: 14 });
    expect(earnings.days).toHaveLength(14);
    const today = earnings.days.at(-1);
    expect(today).toMatchObject({ day: earnings.to, solv: 100 });
    expect(today?.calls).toEqual(expect.any(Number));
    // Days before the first scan are gaps, never zero.
    expect(earnings.days[0]?.solv).toBeNull();
    expect(earnings.source).toBe('estimate');
    expect(earnings.markers).toEqual([{ day: earnings.to, kind: 'keyword-added', label: 'Started tracking "chai latte"' }]);
    expect(earnings.correlation).toMatchObject({ coefficient: null, strength: 'not-enough-data' });
    expect(earnings.statement).toContain('about 4 weeks');
  });

  it('skips a scheduled rank check once the month has no lookup left, storing nothing (never a drop)', async () => {
    const owner = await analysis.newOwner({ planName: 'Single Shop', rankCheckFrequency: 'weekly' });
    await analysis.track(owner, 'mocha');
    const id = (await analysis.call(AnalysisRequests.keywordsList, owner)).keywords[0]?.id ?? '';
    serp.list('mocha', { title: 'Corner Cafe', position: 4, where: 'local' });
    const { CheckKeywordsJob } = await import('../src/ranks/jobs/check-keywords.job');
    const job = analysis.service.app.get(CheckKeywordsJob);
    const day = '2030-01-15';
    await queryRows(analysis.databaseUrl, 'UPDATE lookup_allowances SET used = "limit" + rolled_over WHERE business_id = $1', [owner.businessId]);
    await job.handle({ businessId: owner.businessId, day, reason: 'scheduled' });
    expect((await analysis.rankRows(id)).filter((row) => row.day === day)).toEqual([]);
    await queryRows(analysis.databaseUrl, 'UPDATE lookup_allowances SET used = 0 WHERE business_id = $1', [owner.businessId]);
    await job.handle({ businessId: owner.businessId, day, reason: 'scheduled' });
    expect((await analysis.rankRows(id)).filter((row) => row.day === day)).toEqual([{ day, position: 4, status: 'ok', provider: 'serpapi' }]);
    expect(await analysis.call(VisibilityRequests.allowance, owner)).toMatchObject({ used: 1 });
  });

  it("leaves out of the day's scheduled check a keyword already checked that day: no second lookup for the same position", async () => {
    const owner = await analysis.newOwner({ planName: 'Single Shop', rankCheckFrequency: 'weekly' });
    serp.list('flat white', { title: 'Corner Cafe', position: 2, where: 'local' });
    await analysis.track(owner, 'flat white');
    expect(await analysis.call(VisibilityRequests.allowance, owner)).toMatchObject({ used: 1 });
    const { CheckKeywordsJob } = await import('../src/ranks/jobs/check-keywords.job');
    const { localDay } = await import('../src/common/business-day');
    const { BusinessesRepository } = await import('../src/businesses/businesses.repository');
    const business = await analysis.service.app.get(BusinessesRepository).find(owner.businessId);
    // The new business is due at once: its first scheduled check lands on the day of the first check.
    const today = localDay(new Date(), business?.timezone ?? 'UTC');
    await analysis.service.app.get(CheckKeywordsJob).handle({ businessId: owner.businessId, day: today, reason: 'scheduled' });
    expect(await analysis.call(VisibilityRequests.allowance, owner)).toMatchObject({ used: 1 });
  });

  it("rolls a month's unused plan lookups over to the next month only, in the business's calendar months", async () => {
    const owner = await analysis.newOwner({ planName: 'Single Shop', rankCheckFrequency: 'weekly' });
    await analysis.track(owner, 'iced tea');
    const { AllowanceService } = await import('../src/visibility/allowance.service');
    const { BusinessesRepository } = await import('../src/businesses/businesses.repository');
    const allowance = analysis.service.app.get(AllowanceService);
    const business = await analysis.service.app.get(BusinessesRepository).find(owner.businessId);
    if (!business) throw new Error('no business');
    // This month: 1 lookup used by the rank check, nothing rolled (the business is new).
    const thisMonth = await allowance.allowance(business);
    expect(thisMonth).toMatchObject({ used: 1, limit: 500, rolledOver: 0 });
    // Next month (its first minute on the business's clock) gets this month's 499 unused.
    const next = new Date(thisMonth.resetsAt);
    expect(await allowance.allowance(business, next)).toMatchObject({ used: 0, limit: 500, rolledOver: 499 });
    expect(await allowance.reserve(business, 600, { now: next })).toBe(true);
    // The month after: rolled-over lookups were used first, so its own 500 minus 101 roll; never more
    // than one month's worth however little was used.
    const after = new Date(Date.parse(thisMonth.resetsAt) + 40 * 86_400_000);
    expect(await allowance.allowance(business, after)).toMatchObject({ used: 0, rolledOver: 399 });
    // One minute before next month began it is still this month.
    expect(await allowance.allowance(business, new Date(next.getTime() - 60_000))).toMatchObject({ used: 1 });
  });
});
