import { ZCompetitorsAdd, type TCompetitor, type TCompetitorsView } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { callsTo } from '@/test-utils/api-mock';
import { expectFieldError } from '@/test-utils/field-error';
import { jsonResponse } from '@/test-utils/render';
import { renderSignedIn } from '@/test-utils/signed-in';

import { CompetitorsPage } from './CompetitorsPage';

const competitor = (name: string, overrides: Partial<TCompetitor> = {}): TCompetitor => ({
  id: crypto.randomUUID(),
  name,
  address: '200 Congress Ave, Austin, TX',
  averageRating: 4.6,
  totalReviews: 312,
  estimatedTraffic: 1240,
  ratingChange: 0.2,
  source: 'estimate',
  lastCheckedAt: '2026-11-20T06:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});
const view = (competitors: TCompetitor[], limit = 5): TCompetitorsView => ({ competitors, limit });
const cardOf = (name: string) => screen.findByRole('article', { name });

describe(CompetitorsPage.name, () => {
  afterEach(() => window.localStorage.clear());

  it('shows each competitor with its figures, estimates labelled, and the plan usage', async () => {
    renderSignedIn(<CompetitorsPage />, {
      path: '/competitors',
      handlers: {
        'GET /api/analytics/competitors': jsonResponse(
          200,
          view([
            competitor('Bean There Cafe'),
            competitor('Roast Lab', {
              source: 'serpapi',
              ratingChange: -0.3,
              averageRating: 4.1,
              totalReviews: 1,
            }),
          ]),
        ),
      },
    });
    const bean = within(await cardOf('Bean There Cafe'));
    expect(bean.getByText('200 Congress Ave, Austin, TX')).toBeTruthy();
    expect(bean.getByText('4.6')).toBeTruthy();
    expect(bean.getByText('312 reviews')).toBeTruthy();
    expect(bean.getByText('~1,240 visits / month (estimate)')).toBeTruthy();
    expect(bean.getByText('+0.2 in 30 days')).toBeTruthy();
    const roast = within(await cardOf('Roast Lab'));
    expect(roast.getByText('1,240 visits / month')).toBeTruthy();
    expect(roast.getByText('-0.3 in 30 days')).toBeTruthy();
    expect(roast.getByText('1 review')).toBeTruthy();
    expect(roast.queryByText('Estimated figures')).toBeNull();
    expect(screen.getByTestId('competitor-usage').textContent).toBe(
      '2 of 5 competitors tracked on your plan',
    );
    expect(screen.getByRole('link', { name: 'Add Competitor' }).getAttribute('href')).toBe(
      '/gmb#add-competitor',
    );
  });

  it('removes a competitor only after the owner confirms', async () => {
    const bean = competitor('Bean There Cafe');
    const { fetchMock } = renderSignedIn(<CompetitorsPage />, {
      path: '/competitors',
      handlers: {
        'GET /api/analytics/competitors': jsonResponse(200, view([bean])),
        [`DELETE /api/analytics/competitors/${bean.id}`]: jsonResponse(200, { ok: true }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Bean There Cafe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, `DELETE /api/analytics/competitors/${bean.id}`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bean There Cafe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Stopped tracking Bean There Cafe')).toBeTruthy();
    expect(callsTo(fetchMock, `DELETE /api/analytics/competitors/${bean.id}`)).toHaveLength(1);
  });

  it("says 'Action failed' when a removal is refused", async () => {
    const bean = competitor('Bean There Cafe');
    renderSignedIn(<CompetitorsPage />, {
      path: '/competitors',
      handlers: {
        'GET /api/analytics/competitors': jsonResponse(200, view([bean])),
        [`DELETE /api/analytics/competitors/${bean.id}`]: jsonResponse(503, {
          error: 'The analysis service did not answer. Please try again.',
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Bean There Cafe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Action failed')).toBeTruthy();
    expect(screen.getByText('The analysis service did not answer. Please try again.')).toBeTruthy();
  });

  it('tells a new owner what to do, and tracks a competitor typed by name', async () => {
    const { fetchMock } = renderSignedIn(<CompetitorsPage />, {
      path: '/competitors',
      handlers: {
        'GET /api/analytics/competitors': jsonResponse(200, view([])),
        'POST /api/analytics/competitors': jsonResponse(201, {
          added: [{ id: crypto.randomUUID(), name: 'Bean There Cafe' }],
        }),
      },
    });
    expect(await screen.findByText('You are not tracking any competitors yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('Please enter a competitor name')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Competitor name' }), {
      target: { value: '  Bean   There Cafe ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(
      await screen.findByText('Now tracking Bean There Cafe. Its figures appear in a moment.'),
    ).toBeTruthy();
    const [request] = callsTo(fetchMock, 'POST /api/analytics/competitors');
    expect(await request?.json()).toEqual({ competitors: ['Bean There Cafe'] });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/analytics/competitors').length).toBeGreaterThan(1),
    );
  });

  it("shows on the field the contract's message for the typed name, and sends nothing", async () => {
    const { fetchMock } = renderSignedIn(<CompetitorsPage />, {
      path: '/competitors',
      handlers: { 'GET /api/analytics/competitors': jsonResponse(200, view([])) },
    });
    await screen.findByText('You are not tracking any competitors yet');
    const input = screen.getByRole('textbox', { name: 'Competitor name' });
    for (const typed of ['   ', 'b'.repeat(121)]) {
      const message = ZCompetitorsAdd.safeParse({ competitors: [typed] }).error?.issues[0]?.message;
      expect(message).toBeTruthy();
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Track' }));
      await screen.findByText(message!);
      await expectFieldError(input, message!);
    }
    expect(callsTo(fetchMock, 'POST /api/analytics/competitors')).toHaveLength(0);
  });

  it('stops adding at the plan limit', async () => {
    renderSignedIn(<CompetitorsPage />, {
      path: '/competitors',
      handlers: {
        'GET /api/analytics/competitors': jsonResponse(
          200,
          view([competitor('Bean There Cafe')], 1),
        ),
      },
    });
    expect(await screen.findByText(/Your plan tracks up to 1 competitor\./)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Track' }).disabled).toBe(true);
  });

  it("says 'Could not load competitors' when the list fails", async () => {
    renderSignedIn(<CompetitorsPage />, {
      path: '/competitors',
      handlers: {
        'GET /api/analytics/competitors': jsonResponse(500, {
          error: 'Server error. Please try again later.',
        }),
      },
    });
    await waitFor(() => expect(screen.getAllByText('Could not load competitors').length).toBe(2));
  });

  it('highlights the competitor an insight links to (#competitor-<id>)', async () => {
    const rival = competitor('Roast Lab');
    renderSignedIn(<CompetitorsPage />, {
      path: '/competitors',
      url: `/competitors#competitor-${rival.id}`,
      handlers: {
        'GET /api/analytics/competitors': jsonResponse(
          200,
          view([competitor('Bean There Cafe'), rival]),
        ),
      },
    });
    await waitFor(() => expect(document.activeElement?.id).toBe(`competitor-${rival.id}`));
    expect(
      screen.getAllByTestId('competitor-card').map((card) => card.getAttribute('data-highlighted')),
    ).toEqual([null, 'true']);
  });
});
