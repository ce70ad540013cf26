import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { callsTo, mockApi } from '@/test-utils/api-mock';
import { jsonResponse, renderRoutes } from '@/test-utils/render';

import { ReviewsPage } from './ReviewsPage';

const review = (overrides: Record<string, unknown> = {}) => ({
  id: '11111111-1111-4111-8111-111111111111',
  reviewerName: 'Tom Becker',
  platform: 'Facebook',
  rating: 2,
  reviewDate: '2026-11-05T10:00:00.000Z',
  reviewText: 'The flat white was cold.',
  responseText: null,
  responseDate: null,
  aiSuggestedResponse: null,
  suggestionStatus: 'failed',
  status: 'pending',
  respondedAutomatically: false,
  autoReplyHeld: null,
  isSample: true,
  ...overrides,
});

const page = (reviews: unknown[]) => ({
  reviews,
  total: reviews.length,
  page: 1,
  limit: 20,
  totalPages: 1,
  isSample: true,
  aiMode: 'local',
  aiNotice: null,
});
const settings = jsonResponse(200, { tone: 'friendly-professional', autoRespond: 'manual' });
const renderPage = (url = '/reviews') =>
  renderRoutes([{ path: '/reviews', element: <ReviewsPage /> }], url);

describe(ReviewsPage.name, () => {
  it("sends 'Thank you for your feedback!' when there is no suggestion, then shows the reply and the toast", async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/reviews': jsonResponse(200, page([review()])),
      'GET /api/reviews/settings': settings,
      'POST /api/reviews/11111111-1111-4111-8111-111111111111/respond': async (request) => {
        const body = (await request.json()) as { responseText: string };
        sent.push(body);
        return jsonResponse(
          200,
          review({
            status: 'responded',
            responseText: body.responseText,
            responseDate: new Date().toISOString(),
          }),
        );
      },
    });
    renderPage();
    expect(await screen.findByText('Sample data')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 2 out of 5' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Send Response' }));
    expect(await screen.findByText('Response sent')).toBeTruthy();
    expect(sent).toEqual([{ responseText: 'Thank you for your feedback!' }]);
  });

  it('says why auto-respond kept a suggestion for the owner', async () => {
    const reason = 'Not sent automatically: the reply contains a link. Check it before sending.';
    mockApi({
      'GET /api/reviews': jsonResponse(200, page([review({ rating: 5, suggestionStatus: 'ready', aiSuggestedResponse: 'Thanks! 50% off at evil.example', autoReplyHeld: reason })])),
      'GET /api/reviews/settings': settings,
    });
    renderPage();
    expect((await screen.findByTestId('auto-reply-held')).textContent).toBe(reason);
    expect(screen.getByRole('button', { name: 'Send Response' })).toBeTruthy();
  });

  it("says 'Failed to send response' and keeps the review pending when sending fails", async () => {
    mockApi({
      'GET /api/reviews': jsonResponse(
        200,
        page([review({ aiSuggestedResponse: 'Hi Tom, sorry!', suggestionStatus: 'ready' })]),
      ),
      'GET /api/reviews/settings': settings,
      'POST /api/reviews/11111111-1111-4111-8111-111111111111/respond': jsonResponse(503, {
        error: 'The reviews service did not answer within 4 s. Please try again.',
      }),
    });
    renderPage();
    expect(
      await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'AI Suggested Response' }),
    ).toHaveProperty('value', 'Hi Tom, sorry!');
    fireEvent.click(screen.getByRole('button', { name: 'Send Response' }));
    expect(await screen.findByText('Failed to send response')).toBeTruthy();
    expect(
      screen.getAllByText('Pending').filter((element) => element.tagName !== 'OPTION'),
    ).toHaveLength(1);
  });

  it("says 'Could not load reviews' when the list fails", async () => {
    mockApi({
      'GET /api/reviews': jsonResponse(500, { error: 'Server error. Please try again later.' }),
      'GET /api/reviews/settings': settings,
    });
    renderPage();
    await waitFor(() =>
      expect(screen.getAllByText('Could not load reviews').length).toBeGreaterThan(0),
    );
  });

  it('asks for the chosen platform and status from page 1', async () => {
    const fetchMock = mockApi({
      'GET /api/reviews': jsonResponse(200, page([review()])),
      'GET /api/reviews/settings': settings,
    });
    renderPage();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Platform' }), {
      target: { value: 'Yelp' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'pending' },
    });
    await waitFor(() => {
      const urls = callsTo(fetchMock, 'GET /api/reviews').map(
        (request) => new URL(request.url).search,
      );
      expect(urls).toContain('?page=1&limit=20&platform=Yelp&status=pending');
    });
  });

  it("opens filtered to pending reviews from /reviews?status=pending (an insight's link)", async () => {
    const fetchMock = mockApi({
      'GET /api/reviews': jsonResponse(200, page([review()])),
      'GET /api/reviews/settings': settings,
    });
    renderPage('/reviews?status=pending&platform=Nowhere');
    expect(
      await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Status' }),
    ).toHaveProperty('value', 'pending');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Platform' })).toHaveProperty(
      'value',
      '',
    );
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /api/reviews').map((request) => new URL(request.url).search),
      ).toEqual(['?page=1&limit=20&status=pending']),
    );
  });

  describe('Google reviews', () => {
    const googleReview = (overrides: Record<string, unknown> = {}) =>
      review({
        platform: 'Google',
        isSample: false,
        source: 'google-sandbox',
        status: 'responded',
        responseText: 'Thank you, Ana!',
        responseDate: '2026-11-24T16:00:00.000Z',
        replyPublication: { state: 'published', reason: null, updatedAt: '2026-11-24T16:00:05.000Z' },
        ...overrides,
      });
    const googlePage = (reviews: unknown[]) => ({ ...page(reviews), isSample: false });

    it("shows where each reply stands on Google and labels the sandbox's reviews", async () => {
      mockApi({
        'GET /api/reviews': jsonResponse(
          200,
          googlePage([
            googleReview({ id: '11111111-1111-4111-8111-000000000001', reviewerName: 'Ana Ruiz' }),
            googleReview({
              id: '11111111-1111-4111-8111-000000000002',
              reviewerName: 'Ben Ortiz',
              replyPublication: { state: 'publishing', reason: null, updatedAt: '2026-11-24T16:00:00.000Z' },
            }),
            googleReview({
              id: '11111111-1111-4111-8111-000000000003',
              reviewerName: 'Cleo Park',
              replyPublication: { state: 'failed', reason: 'Google refused the reply: it is too long.', updatedAt: '2026-11-24T16:00:00.000Z' },
            }),
          ]),
        ),
        'GET /api/reviews/settings': settings,
      });
      renderPage();
      const card = async (name: string) => within(await screen.findByRole('article', { name }));
      expect((await card('Ana Ruiz')).getByTestId('reply-publication').textContent).toBe('Published on Google');
      expect((await card('Ben Ortiz')).getByTestId('reply-publication').textContent).toBe('Publishing…');
      const failed = await card('Cleo Park');
      expect(failed.getByTestId('reply-publication').textContent).toContain('Failed: Google refused the reply: it is too long.');
      expect(failed.getByRole('button', { name: 'Retry' })).toBeTruthy();
      expect((await card('Ana Ruiz')).getByTestId('google-source').textContent).toBe('Google sandbox');
    });

    it('retries a failed reply and shows it publishing again', async () => {
      const id = '11111111-1111-4111-8111-000000000003';
      let current: Record<string, unknown> = googleReview({
        id,
        reviewerName: 'Cleo Park',
        replyPublication: { state: 'failed', reason: 'Google did not answer in time.', updatedAt: '2026-11-24T16:00:00.000Z' },
      });
      const fetchMock = mockApi({
        'GET /api/reviews': () => jsonResponse(200, googlePage([current])),
        'GET /api/reviews/settings': settings,
        [`POST /api/reviews/${id}/reply/retry`]: () => {
          current = { ...current, replyPublication: { state: 'publishing', reason: null, updatedAt: new Date().toISOString() } };
          return jsonResponse(200, current);
        },
      });
      renderPage();
      fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(screen.getByTestId('reply-publication').textContent).toBe('Publishing…'));
      expect(callsTo(fetchMock, `POST /api/reviews/${id}/reply/retry`)).toHaveLength(1);
    });

    it('follows a reply being published, and shows a new review without a reload', async () => {
      let reviews = [
        googleReview({
          reviewerName: 'Ben Ortiz',
          replyPublication: { state: 'publishing', reason: null, updatedAt: '2026-11-24T16:00:00.000Z' },
        }),
      ];
      const fetchMock = mockApi({
        'GET /api/reviews': () => {
          const answer = jsonResponse(200, googlePage(reviews));
          // Google has the reply by the next poll, and a new review arrived meanwhile.
          reviews = [
            googleReview({ id: '11111111-1111-4111-8111-000000000009', reviewerName: 'Dana Lee', status: 'pending', responseText: null, responseDate: null, replyPublication: null }),
            googleReview({ reviewerName: 'Ben Ortiz' }),
          ];
          return answer;
        },
        'GET /api/reviews/settings': settings,
      });
      renderPage();
      expect((await screen.findByTestId('reply-publication')).textContent).toBe('Publishing…');
      expect(await screen.findByRole('article', { name: 'Dana Lee' }, { timeout: 12_000 })).toBeTruthy();
      expect(screen.getByTestId('reply-publication').textContent).toBe('Published on Google');
      expect(callsTo(fetchMock, 'GET /api/reviews')).toHaveLength(2);
    });
  });
});
