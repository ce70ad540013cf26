import { LISTING_MESSAGES, type TListing, type TListingTask } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { callsTo } from '@/test-utils/api-mock';
import { jsonResponse } from '@/test-utils/render';
import { renderSignedIn } from '@/test-utils/signed-in';

import { GmbPage } from './GmbPage';

const tasks = (phoneDone: boolean): TListingTask[] => [
  {
    id: 'phone',
    label: 'Add a phone number',
    detail: 'Most people near you call before they come.',
    points: 15,
    done: phoneDone,
  },
  {
    id: 'photos',
    label: 'Add at least 10 photos',
    detail: 'Listings with photos get more direction requests.',
    points: 20,
    done: false,
  },
  {
    id: 'website',
    label: 'Link your website',
    detail: 'So people can see your menu.',
    points: 65,
    done: true,
  },
];
const listing = (overrides: Partial<TListing> = {}): TListing => ({
  name: 'Corner Bean',
  address: '12 Main St, Austin, TX',
  phone: null,
  website: 'https://cornerbean.com',
  description: null,
  categories: ['Coffee shop'],
  hours: [{ day: 'monday', opens: '07:00', closes: '18:00' }],
  photosCount: 4,
  reviews: { total: 8, averageRating: 4.1, pendingCount: 6 },
  score: 65,
  checklist: tasks(false),
  isSample: true,
  updatedAt: '2026-11-20T06:00:00.000Z',
  ...overrides,
});
const competitors = jsonResponse(200, { competitors: [], limit: 5 });
const score = () => screen.getByRole('meter', { name: 'Optimisation score' });

describe(GmbPage.name, () => {
  afterEach(() => window.localStorage.clear());

  it('shows the listing, its score as a number and a ring, the checklist and the sample-data note', async () => {
    renderSignedIn(<GmbPage />, {
      path: '/gmb',
      handlers: {
        'GET /api/gmb/listing': jsonResponse(200, listing()),
        'GET /api/analytics/competitors': competitors,
      },
    });
    expect(
      await screen.findByText('Sample data until Google Business Profile is connected'),
    ).toBeTruthy();
    expect(score().getAttribute('aria-valuenow')).toBe('65');
    expect(within(score()).getByText('65')).toBeTruthy();
    expect(screen.getByText('Room to improve')).toBeTruthy();
    const details = within(screen.getByTestId('listing-details'));
    expect(details.getByText('Mon 07:00–18:00')).toBeTruthy();
    expect(details.getByText('8 reviews, average 4.1 stars, 6 waiting for a reply')).toBeTruthy();
    const items = screen.getAllByTestId('listing-task');
    expect(items.map((item) => [item.id, item.getAttribute('data-done')])).toEqual([
      ['task-phone', 'false'],
      ['task-photos', 'false'],
      ['task-website', 'true'],
    ]);
    expect(screen.getByText('Complete these to win up to 35 more points.')).toBeTruthy();
    expect(screen.getByText('1 of 3 recommendations done')).toBeTruthy();
  });

  it('saves a phone number and shows the score it earns', async () => {
    let saved = listing();
    const sent: unknown[] = [];
    renderSignedIn(<GmbPage />, {
      path: '/gmb',
      handlers: {
        'GET /api/gmb/listing': () => jsonResponse(200, saved),
        'PATCH /api/gmb/listing': async (request) => {
          const body = (await request.json()) as { phone: string };
          sent.push(body);
          saved = listing({ phone: body.phone, score: 80, checklist: tasks(true) });
          return jsonResponse(200, saved);
        },
        'GET /api/analytics/competitors': competitors,
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Phone' }), {
      target: { value: '+1 512 555 0100' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    await waitFor(() => expect(score().getAttribute('aria-valuenow')).toBe('80'));
    expect(screen.getByText('Strong listing')).toBeTruthy();
    expect(screen.getByText('Your optimisation score is now 80 out of 100.')).toBeTruthy();
    expect(document.getElementById('task-phone')?.getAttribute('data-done')).toBe('true');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      phone: '+1 512 555 0100',
      website: 'https://cornerbean.com',
      photosCount: 4,
    });
  });

  it("refuses a bad website with the contract's message before sending anything", async () => {
    const { fetchMock } = renderSignedIn(<GmbPage />, {
      path: '/gmb',
      handlers: {
        'GET /api/gmb/listing': jsonResponse(200, listing()),
        'GET /api/analytics/competitors': competitors,
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Website' }), {
      target: { value: 'cornerbean' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    expect(await screen.findByText(LISTING_MESSAGES.websiteInvalid)).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH /api/gmb/listing')).toHaveLength(0);
  });

  it("puts the server's validation details on their fields", async () => {
    renderSignedIn(<GmbPage />, {
      path: '/gmb',
      handlers: {
        'GET /api/gmb/listing': jsonResponse(200, listing()),
        'PATCH /api/gmb/listing': jsonResponse(400, {
          error: 'Validation error',
          details: [{ path: 'phone', message: LISTING_MESSAGES.phoneInvalid }],
        }),
        'GET /api/analytics/competitors': competitors,
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Phone' }), {
      target: { value: '5550100' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    expect(await screen.findByText('Validation error')).toBeTruthy();
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(LISTING_MESSAGES.phoneInvalid)).toBeTruthy();
  });

  it('highlights the task an insight links to (#task-photos)', async () => {
    renderSignedIn(<GmbPage />, {
      path: '/gmb',
      url: '/gmb#task-photos',
      handlers: {
        'GET /api/gmb/listing': jsonResponse(200, listing()),
        'GET /api/analytics/competitors': competitors,
      },
    });
    await waitFor(() => expect(document.activeElement?.id).toBe('task-photos'));
    expect(document.getElementById('task-photos')?.getAttribute('data-highlighted')).toBe('true');
    expect(document.getElementById('task-phone')?.getAttribute('data-highlighted')).toBeNull();
  });
});
