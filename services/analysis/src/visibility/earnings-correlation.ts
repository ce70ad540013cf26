import type { TVisibilityEarnings } from '@app/contracts';

type TCorrelation = TVisibilityEarnings['correlation'];

// About four weeks of days with both figures before a correlation means anything at all.
export const MIN_PAIRED_DAYS = 28;
// Under this many paired days, even a clear figure is read as a hint (a few weeks of one shop).
const SHORT_SPAN_DAYS = 84;

const round2 = (value: number): number => Math.round(value * 100) / 100;

export const pearson = (pairs: readonly [number, number][]): number | null => {
  const n = pairs.length;
  if (n < 2) return null;
  const meanX = pairs.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = pairs.reduce((sum, [, y]) => sum + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of pairs) {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
    syy += (y - meanY) ** 2;
  }
  // A flat series (the same rank every day) correlates with nothing.
  if (sxx === 0 || syy === 0) return 0;
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
};

const strengthOf = (r: number): TCorrelation['strength'] => {
  const size = Math.abs(r);
  if (size < 0.1) return 'none';
  if (size < 0.3) return 'weak';
  if (size < 0.5) return 'moderate';
  return 'strong';
};

// docs/product.md, Visibility: the rank signal is the day's average rank turned round (a better
// rank is a smaller number), so a positive coefficient means "a better rank went with more calls".
// The statement says what the figure supports and, always, what it does not.
export const rankCallsCorrelation = (
  days: readonly { averageRank: number | null; calls: number | null }[],
  estimated: boolean,
): { correlation: TCorrelation; statement: string } => {
  const pairs = days.flatMap((day): [number, number][] => (day.averageRank !== null && day.calls !== null ? [[-day.averageRank, day.calls]] : []));
  const estimates = estimated ? ' The calls here are estimates, not Google\u2019s own figures, until Google Business Profile is connected.' : '';
  if (pairs.length < MIN_PAIRED_DAYS) {
    return {
      correlation: { coefficient: null, days: pairs.length, strength: 'not-enough-data' },
      statement: `Only ${pairs.length} days have both a rank and calls; about 4 weeks are needed before comparing them.${estimates}`,
    };
  }
  const r = round2(pearson(pairs) ?? 0);
  const strength = strengthOf(r);
  const direction = strength === 'none' ? 'Rank and calls did not move together' : `A better rank went with ${r > 0 ? 'more' : 'fewer'} calls (${strength}, r = ${r.toFixed(2)})`;
  const short = pairs.length < SHORT_SPAN_DAYS ? ' A few weeks of one shop is little: read it as a hint, not a finding.' : '';
  return {
    correlation: { coefficient: r, days: pairs.length, strength },
    statement: `${direction} over ${pairs.length} days.${short} Moving together is not causation: seasons, weather and everything else you do move both.${estimates}`,
  };
};
