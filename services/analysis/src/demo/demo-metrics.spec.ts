import { apportion, DEMO_TOTALS, demoMetricDays } from './demo-metrics';

describe('demo metrics', () => {
  it('splits a total into whole numbers that add up exactly, in proportion', () => {
    expect(apportion([1, 1, 2], 9)).toEqual([2, 2, 5]);
    expect(apportion([3, 3, 3], 10).reduce((a, b) => a + b, 0)).toBe(10);
    expect(apportion([0, 0], 3)).toEqual([2, 1]);
  });

  it("gives the demo's last 30 days docs/product.md §9's figures and a year of history before them", () => {
    const { history, calibrated } = demoMetricDays('7c1d2b9e-3f4a-4b5c-8d6e-9f0a1b2c3d4e', 'cafe', '2026-11-21');
    expect(calibrated).toHaveLength(30);
    expect(calibrated.at(-1)?.day).toBe('2026-11-21');
    expect(history).toHaveLength(335);
    const sum = (key: keyof typeof DEMO_TOTALS) => calibrated.reduce((total, { metrics }) => total + metrics[key], 0);
    expect({ listingViews: sum('listingViews'), websiteClicks: sum('websiteClicks'), phoneCalls: sum('phoneCalls'), directionRequests: sum('directionRequests') }).toEqual({
      listingViews: 1247,
      websiteClicks: 89,
      phoneCalls: 23,
      directionRequests: 156,
    });
  });
});
