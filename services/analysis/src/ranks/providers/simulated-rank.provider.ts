import { createHash } from 'node:crypto';
import { normalizedText } from '../../common/text';
import type { RankProvider, TRankQuery, TRankResult } from './rank-provider';

const DAY_MS = 86_400_000;

// 0 ≤ n < 1 from a text, the same on every machine and run.
const unit = (text: string): number => createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;

// Ranks without an outside API: deterministic per business, keyword and day. Each keyword has a
// home position (2-25) it drifts around in a slow wave of a few places plus a day-to-day jiggle
// of one place, so a chart looks like real movement and a re-check of the same day agrees.
export class SimulatedRankProvider implements RankProvider {
  readonly name = 'simulated';

  rank(query: TRankQuery): Promise<TRankResult> {
    const seed = `${query.businessId}|${normalizedText(query.keyword)}`;
    const home = 2 + Math.floor(unit(seed) * 24);
    const phase = unit(`${seed}|phase`) * 2 * Math.PI;
    const day = Math.floor(Date.parse(`${query.date}T00:00:00Z`) / DAY_MS);
    const wave = 3 * Math.sin(day / 7 + phase);
    const jiggle = Math.floor(unit(`${seed}|${query.date}`) * 3) - 1;
    const position = Math.min(100, Math.max(1, Math.round(home + wave + jiggle)));
    return Promise.resolve({ status: 'ok', position });
  }
}
