import type { TAllowance, TScan, TScanCreated, TScanSummary, TVisibilityConfig, TVisibilityEarnings } from '@app/contracts';
import { ApiUser, readJson, systemForSuite, waitFor } from '@app/test-support';

// Issue 20 through the whole system: the Visibility page's HTTP answers (BFF → analysis over
// Kafka, the plan from billing), with the simulated rank provider.
describe('geo-grid visibility over the running system', () => {
  const tiles = 'https://tiles.example.test/{z}/{x}/{y}.png';
  const system = systemForSuite({ databasePrefix: 'nearbly_test_visibility', bffEnv: { MAP_TILE_URL: tiles } });

  const newOwner = async (keywords: string[] = ['oat latte']) => {
    const owner = new ApiUser(system.baseUrl);
    await owner.signUp({ businessName: 'Corner Bean Coffee' });
    if (keywords.length === 0) return owner;
    expect((await owner.request('POST', '/api/dashboard/keywords', { keywords })).status).toBe(201);
    // The new keyword's first rank check is a lookup of the month too: wait for it to settle.
    await waitFor('the first rank check', async () => {
      const body = await readJson(await owner.request('GET', '/api/dashboard/keywords'));
      return (body.keywords as { position: number | null }[]).every((keyword) => keyword.position !== null) ? true : undefined;
    });
    return owner;
  };
  const scanDone = (owner: ApiUser, id: string) =>
    waitFor('the scan to finish', async () => {
      const scan = (await readJson(await owner.request('GET', `/api/visibility/scans/${id}`))) as TScan;
      return scan.status === 'done' ? scan : undefined;
    });
  const postCsv = (owner: ApiUser, csv: string, contentType = 'text/csv') =>
    fetch(`${system.baseUrl}/api/visibility/scans/import`, { method: 'POST', headers: { authorization: `Bearer ${owner.token ?? ''}`, 'content-type': contentType }, body: csv });

  it('configures the page, scans now, lists, shows a competitor, and exports and imports the CSV', async () => {
    const owner = await newOwner();
    const config = (await readJson(await owner.request('GET', '/api/visibility/config'))) as TVisibilityConfig;
    expect(config).toMatchObject({ mapTileUrl: tiles, provider: 'simulated', gridSizes: [3, 5, 7, 9, 11, 13], defaultGridSize: 5, defaultRadiusKm: 1 });
    expect(config.center).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });

    const created = await owner.request('POST', '/api/visibility/scans', { keyword: 'oat latte', gridSize: 5, radiusKm: 1.5 });
    expect(created.status).toBe(202);
    const { id, status } = (await readJson(created)) as TScanCreated;
    expect(status).toBe('queued');
    const scan = await scanDone(owner, id);
    expect(scan).toMatchObject({ keyword: 'oat latte', gridSize: 5, radiusKm: 1.5, source: 'simulated', center: config.center });
    expect(scan.cells).toHaveLength(25);
    expect(scan.solv).toEqual(expect.any(Number));
    expect(scan.atrp).toEqual(expect.any(Number));

    const list = (await readJson(await owner.request('GET', '/api/visibility/scans?keyword=oat%20latte'))) as TScanSummary[];
    expect(list).toEqual([expect.objectContaining({ id, solv: scan.solv, arp: scan.arp, atrp: scan.atrp })]);
    expect(await readJson(await owner.request('GET', '/api/visibility/scans?keyword=espresso'))).toEqual([]);

    // A neighbour seen in the packs, as its own grid from the same lookups.
    const neighbour = scan.cells.flatMap((cell) => cell.top3).find((place) => place.name !== 'Corner Bean Coffee')?.name ?? '';
    const theirs = await owner.request('GET', `/api/visibility/scans/${id}?competitor=${encodeURIComponent(neighbour)}`);
    expect(theirs.status).toBe(200);
    const theirScan = (await readJson(theirs)) as TScan;
    expect(theirScan.cells.some((cell) => cell.status === 'ok')).toBe(true);
    expect(theirScan.solv).not.toBeNull();

    const exported = await owner.request('GET', `/api/visibility/scans/${id}/export.csv`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="nearbly-scan-oat-latte-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await exported.text();
    expect(csv.trim().split('\r\n')).toHaveLength(26);

    const imported = await postCsv(owner, csv);
    expect(imported.status).toBe(201);
    const copy = (await readJson(imported)) as TScanCreated;
    expect(copy.status).toBe('done');
    expect(await (await owner.request('GET', `/api/visibility/scans/${copy.id}/export.csv`)).text()).toBe(csv);
    const asJson = await owner.request('POST', '/api/visibility/scans/import', { csv });
    expect(asJson.status).toBe(201);
    const junk = await postCsv(owner, 'date,keyword\r\nyesterday,coffee\r\n');
    expect(junk.status).toBe(400);
    expect((await readJson(junk)).error).toMatch(/^This is not a scan exported by Nearbly/);

    const allowance = (await readJson(await owner.request('GET', '/api/visibility/allowance'))) as TAllowance;
    expect(allowance).toMatchObject({ limit: 2500, rolledOver: 0 });
    // 25 lookups of the scan, plus the new keyword's first rank check (imports cost nothing).
    expect(allowance.used).toBe(26);

    const earnings = await owner.request('GET', '/api/visibility/earnings?keyword=oat%20latte&days=14');
    expect(earnings.status).toBe(200);
    const series = (await readJson(earnings)) as TVisibilityEarnings;
    expect(series.days).toHaveLength(14);
    expect(series.correlation.strength).toBe('not-enough-data');
    expect((await owner.request('GET', '/api/visibility/earnings?days=7')).status).toBe(400);
  });

  it('refuses a bad grid size, a radius out of range and an untracked keyword with 400 { error }, and hides other businesses\' scans', async () => {
    const owner = await newOwner();
    const refused = async (body: object) => {
      const response = await owner.request('POST', '/api/visibility/scans', { keyword: 'oat latte', gridSize: 5, radiusKm: 2, ...body });
      return { status: response.status, body: await readJson(response) };
    };
    expect(await refused({ gridSize: 4 })).toMatchObject({ status: 400, body: { error: expect.any(String) } });
    expect(JSON.stringify(await refused({ gridSize: 4 }))).toContain('Grid size must be one of 3, 5, 7, 9, 11, 13');
    expect(JSON.stringify(await refused({ radiusKm: 11 }))).toContain('Radius must be between 0.5 and 10 km');
    expect((await refused({ radiusKm: 0.4 })).status).toBe(400);
    expect(await refused({ keyword: 'espresso' })).toEqual({ status: 400, body: expect.objectContaining({ error: '"espresso" is not one of your tracked keywords. Add it on the Keywords page first.' }) });

    const { id } = (await readJson(await owner.request('POST', '/api/visibility/scans', { keyword: 'oat latte', gridSize: 3, radiusKm: 1 }))) as TScanCreated;
    const stranger = await newOwner([]);
    for (const path of [`/api/visibility/scans/${id}`, `/api/visibility/scans/${id}/export.csv`, `/api/visibility/scans/${id}?competitor=x`, '/api/visibility/scans/not-a-uuid']) {
      const response = await stranger.request('GET', path);
      expect({ path, status: response.status, error: (await readJson(response)).error }).toEqual({ path, status: 404, error: 'That scan does not exist.' });
    }
    expect(await readJson(await stranger.request('GET', '/api/visibility/scans'))).toEqual([]);
    expect((await new ApiUser(system.baseUrl).request('GET', '/api/visibility/allowance')).status).toBe(401);
  });

  it('refuses a scan the month cannot pay for with 403 { error } (a hard cap)', async () => {
    const owner = await newOwner();
    expect((await owner.request('POST', '/api/billing/update-plan', { planName: 'Single Shop' })).status).toBe(200);
    await waitFor('the Single Shop allowance', async () => ((await readJson(await owner.request('GET', '/api/visibility/allowance'))).limit === 500 ? true : undefined));
    // 500 lookups, 1 used by the rank check: two 13×13 scans (338) fit, a third (169 more) does not.
    for (let scan = 0; scan < 2; scan += 1) expect((await owner.request('POST', '/api/visibility/scans', { keyword: 'oat latte', gridSize: 13, radiusKm: 3 })).status).toBe(202);
    const refused = await owner.request('POST', '/api/visibility/scans', { keyword: 'oat latte', gridSize: 13, radiusKm: 3 });
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).error).toMatch(/^This scan needs 169 lookups and your month has 161 left\./);
    expect(await readJson(await owner.request('GET', '/api/visibility/allowance'))).toMatchObject({ used: 339, limit: 500 });
  });
});
