import type { TAllowance, TGridCell } from '@app/contracts';

import { costLine, figureValue, fitsAllowance, scanProgress } from './visibility-messages';

const allowance = (changes: Partial<TAllowance> = {}): TAllowance => ({
  used: 100,
  limit: 500,
  rolledOver: 0,
  resetsAt: '2026-12-01T06:00:00.000Z',
  ...changes,
});
const cells = (count: number, noData = 0): TGridCell[] =>
  Array.from({ length: count }, (_, index) => ({
    lat: 0,
    lng: 0,
    position: index < noData ? null : 3,
    status: index < noData ? 'no-data' : 'ok',
    top3: [],
    checkedAt: null,
  }));

describe('visibility messages', () => {
  it('says what a scan costs and what is left before it runs', () => {
    expect(costLine(5, allowance(), 'Dec 1, 2026')).toBe(
      'This scan uses 25 lookups; 400 left this month (resets on Dec 1, 2026).',
    );
    expect(costLine(13, allowance({ used: 2339, limit: 2500 }), 'Dec 1, 2026')).toBe(
      'This scan uses 169 lookups; 161 left this month (resets on Dec 1, 2026).',
    );
    expect(costLine(3, allowance({ used: 0, rolledOver: 120 }), 'Dec 1, 2026')).toBe(
      'This scan uses 9 lookups; 620 left this month, 120 of them rolled over from last month (resets on Dec 1, 2026).',
    );
    // Never a negative number left.
    expect(costLine(3, allowance({ used: 600 }), 'Dec 1, 2026')).toBe(
      'This scan uses 9 lookups; 0 left this month (resets on Dec 1, 2026).',
    );
    expect(fitsAllowance(13, allowance({ used: 2339, limit: 2500 }))).toBe(false);
    expect(fitsAllowance(11, allowance({ used: 2339, limit: 2500 }))).toBe(true);
  });

  it('says how far a scan is from the points the server has looked up', () => {
    expect(scanProgress({ status: 'queued', gridSize: 5, cells: [] })).toBe(
      'Waiting to start: 0 of 25 points looked up…',
    );
    expect(scanProgress({ status: 'running', gridSize: 5, cells: cells(12) })).toBe(
      'Scanning: 12 of 25 points looked up…',
    );
    expect(scanProgress({ status: 'done', gridSize: 3, cells: cells(9) })).toBe(
      'All 9 points looked up.',
    );
    expect(scanProgress({ status: 'done', gridSize: 3, cells: cells(9, 2) })).toBe(
      '9 of 9 points looked up; 2 had no data (left out of the figures).',
    );
    expect(scanProgress({ status: 'failed', gridSize: 3, cells: cells(9, 9) })).toBe(
      'The scan failed: no point could be looked up.',
    );
  });

  it('shows a figure with at most 2 decimals, SoLV in percent, and "—" for none', () => {
    expect([
      figureValue('arp', 4.25),
      figureValue('atrp', 12),
      figureValue('solv', 33.33),
      figureValue('solv', 0),
    ]).toEqual(['4.25', '12', '33.33%', '0%']);
    expect([figureValue('arp', null), figureValue('solv', null)]).toEqual(['—', '—']);
  });
});
