import { rankRows } from './rank-chart';

describe('rank chart rows', () => {
  it('leaves a day without a position empty (a gap, never 0) and names why', () => {
    expect(
      rankRows([
        { date: '2026-11-18', position: 6, status: 'ok' },
        { date: '2026-11-19', position: null, status: 'no_data' },
        { date: '2026-11-20', position: null, status: 'not_ranked' },
        { date: '2026-11-21', position: 4, status: 'ok' },
      ]),
    ).toEqual([
      { date: '2026-11-18', position: 6, label: '#6' },
      { date: '2026-11-19', position: null, label: 'no data' },
      { date: '2026-11-20', position: null, label: 'not ranked' },
      { date: '2026-11-21', position: 4, label: '#4' },
    ]);
  });
});
