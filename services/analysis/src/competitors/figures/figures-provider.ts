import type { TCompetitorFigures, TFiguresQuery } from './competitor-figures';

// Where competitors' figures come from. A provider answers figures (possibly the estimate when
// the place is not found); any failure throws and the day's snapshot is simply not taken.
export type FiguresProvider = {
  readonly name: 'serpapi' | 'estimate';
  figures(query: TFiguresQuery): Promise<TCompetitorFigures>;
};

export const FIGURES_PROVIDER = Symbol('FIGURES_PROVIDER');
