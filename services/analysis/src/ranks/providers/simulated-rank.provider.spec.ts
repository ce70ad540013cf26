import { SimulatedRankProvider } from './simulated-rank.provider';

const days = (count: number) => Array.from({ length: count }, (_, index) => new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10));

describe(SimulatedRankProvider.name, () => {
  const provider = new SimulatedRankProvider();
  const query = { businessId: '6f1c2c1e-9d7b-4c35-8f43-0a7a3b0f7e11', keyword: 'oat latte', businessName: 'Corner Bean', city: 'Austin', date: '2026-03-01' };
  const positions = async (keyword: string, businessId = query.businessId) =>
    Promise.all(days(60).map(async (date) => {
      const result = await provider.rank({ ...query, keyword, businessId, date });
      return result.status === 'ok' ? result.position : 0;
    }));

  it('answers the same position for the same business, keyword and day, whatever the case', async () => {
    expect(await provider.rank(query)).toEqual(await provider.rank({ ...query, keyword: '  Oat  Latte ' }));
  });

  it('moves plausibly: within 1-100, a few places a day, and not a flat line', async () => {
    const series = await positions('oat latte');
    expect(Math.min(...series)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...series)).toBeLessThanOrEqual(100);
    for (let day = 1; day < series.length; day += 1) expect(Math.abs((series[day] ?? 0) - (series[day - 1] ?? 0))).toBeLessThanOrEqual(3);
    expect(new Set(series).size).toBeGreaterThan(3);
  });

  it('gives different keywords and businesses their own series', async () => {
    const a = await positions('oat latte');
    expect(await positions('cold brew')).not.toEqual(a);
    expect(await positions('oat latte', '0b9a8c1d-2e3f-4a5b-8c7d-6e5f4a3b2c1d')).not.toEqual(a);
  });
});
