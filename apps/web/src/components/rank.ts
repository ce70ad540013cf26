// docs/product.md §2/§9: rank 1-3 is green, 4-10 yellow, above 10 red. The tiers name the `rank.*` semantic
// tokens of the theme, so every table, chart and badge colours a position the same way.
export type RankTier = 'top3' | 'top10' | 'low';

export function rankTierOf(position: number): RankTier {
  if (position >= 1 && position <= 3) return 'top3';
  if (position >= 4 && position <= 10) return 'top10';
  return 'low';
}
