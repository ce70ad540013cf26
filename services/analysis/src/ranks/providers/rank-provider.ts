// Where positions come from. A provider answers a position, or that the business is not in the
// results it checked; any failure throws, and the check is stored as "no data" (never 0).
export type TRankQuery = {
  businessId: string;
  keyword: string;
  businessName: string;
  city: string | null;
  // The business's own day of the check (src/common/business-day.ts), YYYY-MM-DD.
  date: string;
};

export type TRankResult = { status: 'ok'; position: number } | { status: 'not_ranked' };

export type RankProvider = {
  readonly name: string;
  rank(query: TRankQuery): Promise<TRankResult>;
};

export const RANK_PROVIDER = Symbol('RANK_PROVIDER');
