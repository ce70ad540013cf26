import { estimateFigures, type TCompetitorFigures, type TFiguresQuery } from './competitor-figures';
import type { FiguresProvider } from './figures-provider';

export class EstimateFiguresProvider implements FiguresProvider {
  readonly name = 'estimate';

  figures(query: TFiguresQuery): Promise<TCompetitorFigures> {
    return Promise.resolve(estimateFigures(query));
  }
}
