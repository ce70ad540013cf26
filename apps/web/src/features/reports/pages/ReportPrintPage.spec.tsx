import type { TAnalyticsSeries } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { callsTo } from '@/test-utils/api-mock';
import { jsonResponse } from '@/test-utils/render';
import { renderSignedIn } from '@/test-utils/signed-in';

import { ReportPrintPage } from './ReportPrintPage';

const totals = {
  listingViews: 80,
  websiteClicks: 4,
  phoneCalls: 1,
  directionRequests: 9,
  averageRank: 3.5,
  reviews: 1,
};
const report = (startDate: string, endDate: string): TAnalyticsSeries => ({
  startDate,
  endDate,
  metrics: [],
  series: [
    {
      date: startDate,
      listingViews: 40,
      websiteClicks: 2,
      phoneCalls: 1,
      directionRequests: 4,
      averageRank: 3,
      reviews: 1,
    },
    {
      date: endDate,
      listingViews: 40,
      websiteClicks: 2,
      phoneCalls: 0,
      directionRequests: 5,
      averageRank: 4,
      reviews: 0,
    },
  ],
  totals,
  previousTotals: totals,
  isEstimated: false,
  source: 'google',
  // Google has published the first day only.
  latestDay: startDate,
});

describe(ReportPrintPage.name, () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  it("prints the period's report for the business, with a Print / Save as PDF button", async () => {
    const print = jest.fn();
    window.print = print;
    const { fetchMock } = renderSignedIn(<ReportPrintPage />, {
      path: '/reports/print',
      url: '/reports/print?period=7d',
      handlers: {
        'GET /api/analytics/data': (request) => {
          const params = new URL(request.url).searchParams;
          return jsonResponse(
            200,
            report(params.get('startDate') ?? '', params.get('endDate') ?? ''),
          );
        },
      },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Corner Coffee Co.: local search report',
      }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByTestId('report-table')).getAllByRole('row')).toHaveLength(3),
    );
    const [request] = callsTo(fetchMock, 'GET /api/analytics/data');
    const params = new URL(request!.url).searchParams;
    expect(
      (Date.parse(params.get('endDate')!) - Date.parse(params.get('startDate')!)) / 86_400_000,
    ).toBe(6);
    // Google's figures: not labelled estimates, with how late Google publishes them; the day it
    // has not published yet shows no listing figures (not zeros), its own data still shows.
    expect(screen.queryByText('Estimated figures')).toBeNull();
    expect(screen.getByText('Figures from Google')).toBeTruthy();
    expect(screen.getByText(/Google publishes these figures about 3 days late; latest: \w{3} \d+, \d{4}\.$/)).toBeTruthy();
    const [, published, pending] = within(screen.getByTestId('report-table')).getAllByRole('row');
    expect(published!.querySelector('[data-metric="listingViews"]')?.textContent).toBe('40');
    expect(pending!.querySelector('[data-metric="listingViews"]')?.textContent).toBe('—');
    expect(pending!.querySelector('[data-metric="averageRank"]')?.textContent).toBe('#4.0');
    expect(screen.getByRole('link', { name: 'Back to Reports' }).getAttribute('href')).toBe(
      '/reports?period=7d',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Print / Save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
