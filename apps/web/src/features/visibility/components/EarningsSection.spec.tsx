import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { callsTo, mockApi } from '@/test-utils/api-mock';
import { jsonResponse, renderWithProviders } from '@/test-utils/render';

import { earnings } from '../visibility.fixtures';

import { EarningsSection } from './EarningsSection';

describe(EarningsSection.name, () => {
  it('shows the server’s statement as it is, labels the estimates, and lists each day and the owner’s actions', async () => {
    const fetchMock = mockApi({ 'GET /api/visibility/earnings': jsonResponse(200, earnings()) });
    renderWithProviders(<EarningsSection keyword="oat latte" />);
    expect((await screen.findByTestId('earnings-statement')).textContent).toBe(
      earnings().statement,
    );
    expect(screen.getByTestId('earnings-source').textContent).toBe(
      'Calls, directions and website clicks are estimates until Google Business Profile is connected.',
    );
    await waitFor(() => expect(screen.queryByLabelText('Loading the chart')).toBeNull());
    expect(
      screen.getByRole('img', {
        name: 'From 2026-11-19 to 2026-11-20: share of local voice on 1 day, average rank on 2 days, calls on 2 days; your actions on 1 day.',
      }),
    ).toBeTruthy();
    expect(
      screen.getByText('Fri, Nov 20, 2026: Keyword added: Started tracking "oat latte"'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show data table' }));
    const rows = within(
      screen.getByRole('table', { name: 'What visibility earns for "oat latte", per day' }),
    )
      .getAllByRole('row')
      .map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(rows).toEqual([
      [
        'Date',
        'Share of local voice',
        'Average rank',
        'Calls (estimate)',
        'Direction requests (estimate)',
        'Website clicks (estimate)',
        'Your actions',
      ],
      // A day without a scan or a figure is "no data", never a zero; 0 calls is a figure.
      ['Thu, Nov 19, 2026', 'no data', '#5', '3', '7', '2', '—'],
      [
        'Fri, Nov 20, 2026',
        '40%',
        '#4.5',
        '0',
        'no data',
        '4',
        'Keyword added: Started tracking "oat latte"',
      ],
    ]);
    const [request] = callsTo(fetchMock, 'GET /api/visibility/earnings');
    expect(Object.fromEntries(new URL(request!.url).searchParams)).toEqual({
      keyword: 'oat latte',
      days: '90',
    });
  });

  it('names Google as the source once connected, without the estimate labels', async () => {
    mockApi({
      'GET /api/visibility/earnings': jsonResponse(
        200,
        earnings({
          source: 'google',
          statement:
            'A better rank went with more calls (moderate, r = 0.42) over 40 days. A few weeks of one shop is little: read it as a hint, not a finding. Moving together is not causation: seasons, weather and everything else you do move both.',
        }),
      ),
    });
    renderWithProviders(<EarningsSection keyword="oat latte" />);
    expect((await screen.findByTestId('earnings-source')).textContent).toBe(
      'Calls, directions and website clicks from Google.',
    );
    expect(screen.getByTestId('earnings-statement').textContent).toMatch(
      /^A better rank went with more calls \(moderate, r = 0\.42\)/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show data table' }));
    expect(
      within(screen.getByRole('table')).getByRole('columnheader', { name: 'Calls' }),
    ).toBeTruthy();
  });
});
