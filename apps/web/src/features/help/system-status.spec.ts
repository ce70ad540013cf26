import type { HealthSnapshot } from './help.api';
import { systemStatusRows } from './system-status';

const health = (services: HealthSnapshot['services']): HealthSnapshot => ({
  status: 'ok',
  checkedAt: '2026-11-21T10:00:00.000Z',
  services,
});
const allOk = {
  auth: { status: 'ok' },
  reviews: { status: 'ok' },
  billing: { status: 'ok' },
  chat: { status: 'ok' },
  analysis: { status: 'ok' },
} as const;

describe(systemStatusRows.name, () => {
  it('shows every row Operational when every service is ok', () => {
    expect(systemStatusRows(health(allOk))).toEqual([
      { name: 'Keyword Tracking', status: 'Operational' },
      { name: 'AI Features', status: 'Operational' },
      { name: 'GMB Integration', status: 'Operational' },
      { name: 'Reports', status: 'Operational' },
    ]);
  });

  it('marks the three analysis rows Down when analysis is down, and leaves AI Features alone', () => {
    const rows = systemStatusRows(health({ ...allOk, analysis: { status: 'down' } }));
    expect(rows.map((row) => row.status)).toEqual(['Down', 'Operational', 'Down', 'Down']);
  });

  it('takes the worst of reviews and chat for AI Features', () => {
    expect(systemStatusRows(health({ ...allOk, chat: { status: 'degraded' } }))[1]).toEqual({
      name: 'AI Features',
      status: 'Degraded',
    });
    expect(
      systemStatusRows(
        health({ ...allOk, chat: { status: 'degraded' }, reviews: { status: 'down' } }),
      )[1]?.status,
    ).toBe('Down');
  });

  it('ignores services no row depends on, and treats a missing one as down', () => {
    expect(
      systemStatusRows(health({ ...allOk, billing: { status: 'down' } })).every(
        (row) => row.status === 'Operational',
      ),
    ).toBe(true);
    const { reviews: _reviews, ...withoutReviews } = allOk;
    expect(systemStatusRows(health(withoutReviews))[1]?.status).toBe('Down');
  });
});
