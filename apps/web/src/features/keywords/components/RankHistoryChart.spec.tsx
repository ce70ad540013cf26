import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { renderWithProviders } from '@/test-utils/render';

import { RankHistoryChart } from './RankHistoryChart';

describe(RankHistoryChart.name, () => {
  it('keeps its screen-reader reading and shows the checks as a table on demand', async () => {
    renderWithProviders(
      <RankHistoryChart
        keyword="oat latte"
        history={[
          { date: '2026-11-19', position: 6, status: 'ok' },
          { date: '2026-11-20', position: null, status: 'no_data' },
          { date: '2026-11-21', position: null, status: 'not_ranked' },
          { date: '2026-11-22', position: 4, status: 'ok' },
        ]}
      />,
    );
    // The drawing comes in its own chunk, after a placeholder.
    await waitFor(() => expect(screen.queryByLabelText('Loading the chart')).toBeNull());
    expect(
      screen.getByRole('img', {
        name: 'Rank history for oat latte: 2026-11-19: #6, 2026-11-20: no data, 2026-11-21: not ranked, 2026-11-22: #4',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);

    const table = screen.getByRole('table', { name: 'Rank history for oat latte' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe(' Hide data table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DatePosition',
      'Thu, Nov 19, 2026#6',
      'Fri, Nov 20, 2026no data',
      'Sat, Nov 21, 2026not ranked',
      'Sun, Nov 22, 2026#4',
    ]);

    fireEvent.click(toggle);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
