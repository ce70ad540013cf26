import { LISTING_MESSAGES, type TListing, type TListingTask } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { browser } from '@/app/browser';
import { callsTo } from '@/test-utils/api-mock';
import { jsonResponse } from '@/test-utils/render';
import { renderSignedIn } from '@/test-utils/signed-in';

import { googleConnection, notConnected } from '../google.fixtures';
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

  it("says on the day's row when it closes before it opens, clears it on edit, then sends the hours", async () => {
    const sent: unknown[] = [];
    renderSignedIn(<GmbPage />, {
      path: '/gmb',
      handlers: {
        'GET /api/gmb/listing': jsonResponse(200, listing()),
        'PATCH /api/gmb/listing': async (request) => {
          sent.push(await request.json());
          return jsonResponse(200, listing());
        },
        'GET /api/analytics/competitors': competitors,
      },
    });
    fireEvent.change(await screen.findByLabelText('Monday closes'), { target: { value: '06:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    expect((await screen.findByText(/^Monday: /)).textContent).toBe('Monday: Closing time must be after opening time');
    expect(screen.getByText('Please correct the highlighted fields.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Monday closes'), { target: { value: '19:00' } });
    expect(screen.queryByText(/^Monday: /)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    expect(await screen.findByLabelText('Tuesday opens')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      hours: [
        { day: 'monday', opens: '07:00', closes: '19:00' },
        { day: 'tuesday', opens: '09:00', closes: '17:00' },
      ],
    });
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

  describe('with Google Business Profile', () => {
    afterEach(() => jest.restoreAllMocks());
    const real = listing({ name: 'Corner Bean Coffee', isSample: false, phone: '+1 512 555 0199' });

    it('labels sample data and offers to connect, coming back to this page', async () => {
      const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
      const { fetchMock } = renderSignedIn(<GmbPage />, {
        path: '/gmb',
        handlers: {
          'GET /api/gmb/listing': jsonResponse(200, listing()),
          'GET /api/google/connection': jsonResponse(200, notConnected()),
          'POST /api/google/connect': jsonResponse(200, { authorizationUrl: 'https://accounts.google.com/o?y=2' }),
          'GET /api/analytics/competitors': competitors,
        },
      });
      expect((await screen.findByTestId('google-source')).textContent).toBe('Sample data — connect your profile');
      fireEvent.click(await screen.findByRole('button', { name: 'Connect Google My Business' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o?y=2'));
      expect(await callsTo(fetchMock, 'POST /api/google/connect')[0]!.json()).toEqual({ returnTo: '/gmb' });
    });

    it.each([
      ['google-sandbox', 'Google sandbox'],
      ['google', 'From Google'],
    ] as const)('labels a connected listing from %s "%s", with no call to connect', async (source, label) => {
      renderSignedIn(<GmbPage />, {
        path: '/gmb',
        handlers: {
          'GET /api/gmb/listing': jsonResponse(200, real),
          'GET /api/google/connection': jsonResponse(200, googleConnection({ source })),
          'GET /api/analytics/competitors': competitors,
        },
      });
      await waitFor(() => expect(screen.getByTestId('google-source').textContent).toBe(label));
      expect(screen.queryByText('Sample data until Google Business Profile is connected')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Connect Google My Business' })).toBeNull();
    });

    it('follows the import of a just connected location until the real listing shows', async () => {
      let answers = 0;
      renderSignedIn(<GmbPage />, {
        path: '/gmb',
        url: '/gmb?google=connected',
        handlers: {
          // The first answer is still the sample; the import has finished by the next poll.
          'GET /api/gmb/listing': () => jsonResponse(200, (answers += 1) === 1 ? listing() : real),
          'GET /api/google/connection': jsonResponse(200, googleConnection()),
          'GET /api/analytics/competitors': competitors,
        },
      });
      expect(await screen.findByText('Google Business Profile connected.')).toBeTruthy();
      await screen.findByText('Sample data until Google Business Profile is connected');
      await waitFor(
        () => expect(within(screen.getByTestId('listing-details')).getByText('Corner Bean Coffee')).toBeTruthy(),
        { timeout: 12_000 },
      );
      expect(screen.queryByText('Sample data until Google Business Profile is connected')).toBeNull();
      expect(screen.getByTestId('google-source').textContent).toBe('Google sandbox');
    });

    it("shows where each import stands, the reviews import's progress included, and follows it while it runs", async () => {
      const connection = googleConnection();
      let answers = 0;
      renderSignedIn(<GmbPage />, {
        path: '/gmb',
        handlers: {
          'GET /api/gmb/listing': jsonResponse(200, real),
          'GET /api/google/connection': () =>
            jsonResponse(200, {
              ...connection,
              sync: {
                ...connection.sync,
                reviews:
                  (answers += 1) === 1
                    ? { state: 'running', lastSyncedAt: null, imported: 0, error: null, progress: { pages: 2, imported: 100, total: null } }
                    : { state: 'idle', lastSyncedAt: '2026-11-24T15:02:00.000Z', imported: 130, error: null, progress: { pages: 3, imported: 130, total: null } },
              },
            }),
          'GET /api/analytics/competitors': competitors,
        },
      });
      const reviews = await screen.findByTestId('google-sync-reviews');
      expect(reviews.textContent).toContain('Importing reviews: 100 so far…');
      expect(screen.getByTestId('google-sync-listing').textContent).toContain('Last synced Nov 24, 2026, 9:01 AM');
      await waitFor(() => expect(screen.getByTestId('google-sync-reviews').textContent).toContain('Last synced Nov 24, 2026, 9:02 AM · 130 reviews imported'), { timeout: 12_000 });
    }, 20_000);

    it('keeps labelling a listing imported from Google after a disconnect, and offers to connect', async () => {
      renderSignedIn(<GmbPage />, {
        path: '/gmb',
        handlers: {
          'GET /api/gmb/listing': jsonResponse(200, { ...real, source: 'google' }),
          'GET /api/google/connection': jsonResponse(200, notConnected()),
          'GET /api/analytics/competitors': competitors,
        },
      });
      await waitFor(() => expect(screen.getByTestId('google-source').textContent).toBe('From Google'));
      expect(screen.getByTestId('not-syncing').textContent).toContain('Not syncing with Google');
      expect(screen.getByRole('button', { name: 'Connect Google My Business' })).toBeTruthy();
    });

    it('lists what will change on Google and sends nothing until the owner confirms', async () => {
      const sent: unknown[] = [];
      renderSignedIn(<GmbPage />, {
        path: '/gmb',
        handlers: {
          'GET /api/gmb/listing': jsonResponse(200, real),
          'GET /api/google/connection': jsonResponse(200, googleConnection()),
          'PATCH /api/gmb/listing': async (request) => {
            const body = (await request.json()) as { phone: string; description: string };
            sent.push(body);
            return jsonResponse(200, { ...real, ...body });
          },
          'GET /api/analytics/competitors': competitors,
        },
      });
      await waitFor(() => expect(screen.getByTestId('google-source').textContent).toBe('Google sandbox'));
      fireEvent.change(await screen.findByRole('textbox', { name: 'Phone' }), {
        target: { value: '+1 512 555 0100' },
      });
      fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
        target: { value: 'Coffee roasted on the corner.' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Update your listing on Google?' });
      expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Phone: +1 512 555 0199 → +1 512 555 0100',
        'Description: Not set → Coffee roasted on the corner.',
      ]);
      expect(sent).toHaveLength(0);

      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(sent).toHaveLength(0);

      fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
      fireEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Update on Google' }),
      );
      expect(await screen.findByText('Listing saved')).toBeTruthy();
      expect(sent).toEqual([expect.objectContaining({ phone: '+1 512 555 0100', description: 'Coffee roasted on the corner.' })]);
    });

    it("shows Google's refusal on the field it names", async () => {
      renderSignedIn(<GmbPage />, {
        path: '/gmb',
        handlers: {
          'GET /api/gmb/listing': jsonResponse(200, real),
          'GET /api/google/connection': jsonResponse(200, googleConnection()),
          'PATCH /api/gmb/listing': jsonResponse(400, {
            error: 'Google refused the change',
            details: [{ path: 'website', message: 'Google does not accept this website: it redirects to another domain.' }],
          }),
          'GET /api/analytics/competitors': competitors,
        },
      });
      await waitFor(() => expect(screen.getByTestId('google-source').textContent).toBe('Google sandbox'));
      fireEvent.change(await screen.findByRole('textbox', { name: 'Website' }), {
        target: { value: 'https://bit.example/corner' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
      fireEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Update on Google' }),
      );
      expect(await screen.findByText('Google refused the change')).toBeTruthy();
      const website = screen.getByRole('textbox', { name: 'Website' });
      expect(website.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Google does not accept this website: it redirects to another domain.')).toBeTruthy();
    });

    it('asks which location when Google came back with several', async () => {
      renderSignedIn(<GmbPage />, {
        path: '/gmb',
        url: '/gmb?google=choose-location',
        handlers: {
          'GET /api/gmb/listing': jsonResponse(200, listing()),
          'GET /api/google/connection': jsonResponse(200, googleConnection({ status: 'choosing_location', location: null })),
          'GET /api/google/locations': jsonResponse(200, { locations: [googleConnection().location] }),
          'GET /api/analytics/competitors': competitors,
        },
      });
      expect(await screen.findByRole('heading', { name: 'Choose your location' })).toBeTruthy();
      expect(await screen.findByRole('radio', { name: /Corner Bean Coffee/ })).toBeTruthy();
    });
  });
});
