import { IDLE_RUN, type TSuggestionRun } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { googleConnection } from '@/features/gmb/google.fixtures';
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
  suggestionRun: { ...IDLE_RUN, failed: 0 },
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

    it("says how far the Google reviews import has come while it runs", async () => {
      mockApi({
        'GET /api/reviews': jsonResponse(200, googlePage([googleReview()])),
        'GET /api/reviews/settings': settings,
        'GET /api/google/connection': jsonResponse(200, {
          ...googleConnection(),
          sync: { ...googleConnection().sync, reviews: { state: 'running', lastSyncedAt: null, imported: 0, error: null, progress: { pages: 1, imported: 50, total: 75 } } },
        }),
      });
      renderPage();
      expect((await screen.findByTestId('google-import-status')).textContent).toBe('Importing reviews: 50 of 75 reviews…');
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

  describe("'Generate responses'", () => {
    const running = (done: number, total: number): TSuggestionRun => ({
      state: 'running',
      startedAt: '2026-11-20T12:00:00.000Z',
      finishedAt: null,
      progress: { done, total },
      error: null,
      failed: 0,
    });
    const ended = (changes: Partial<TSuggestionRun>): TSuggestionRun => ({
      ...running(3, 3),
      state: 'done',
      finishedAt: '2026-11-20T12:01:00.000Z',
      ...changes,
    });
    // The server's answers in turn (the last one repeats): each poll of the page gets the next.
    const inTurn = (runs: TSuggestionRun[]) => {
      let next = 0;
      return () => jsonResponse(200, { ...page([review()]), suggestionRun: runs[Math.min(next++, runs.length - 1)] });
    };
    const status = () => screen.getByTestId('suggestion-run-status');

    it('shows the run it started with its progress from the server, follows it to its outcome and says so', async () => {
      const fetchMock = mockApi({
        'GET /api/reviews': inTurn([{ ...IDLE_RUN, failed: 0 }, running(1, 3), running(2, 3), ended({ failed: 1 })]),
        'GET /api/reviews/settings': settings,
        'POST /api/reviews/generate': jsonResponse(202, { queued: 3, suggestionRun: running(0, 3) }),
      });
      renderPage();
      await screen.findByText('Tom Becker');
      expect(screen.queryByTestId('suggestion-run-status')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Generate responses' }));
      await waitFor(() => expect(status().textContent).toBe('Drafting new replies: 1 of 3 done…'));
      // A second run cannot be started while this one runs.
      expect(screen.getByRole('button', { name: 'Generating...' }).hasAttribute('disabled')).toBe(true);
      // It keeps asking while the server says the run goes on, and says how it ended.
      await waitFor(() => expect(status().getAttribute('data-state')).toBe('done'), { timeout: 15_000 });
      expect(status().textContent).toMatch(/^New replies drafted for 2 of 3 reviews; 1 could not be drafted \(Nov 20, .+\)\.$/);
      expect(await screen.findByText('Responses generated')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Generate responses' }).hasAttribute('disabled')).toBe(false);
      expect(callsTo(fetchMock, 'POST /api/reviews/generate')).toHaveLength(1);
      expect(callsTo(fetchMock, 'GET /api/reviews').length).toBeGreaterThanOrEqual(4);
    }, 20_000);

    it('picks up a run already going when the page opens (a reload) and shows that it failed', async () => {
      mockApi({
        'GET /api/reviews': inTurn([running(0, 1), ended({ state: 'failed', progress: { done: 1, total: 1 }, failed: 1, error: 'No reply could be drafted. Please try again later.' })]),
        'GET /api/reviews/settings': settings,
      });
      renderPage();
      await waitFor(() => expect(status().textContent).toBe('Drafting new replies: 0 of 1 done…'));
      await waitFor(() => expect(status().getAttribute('data-state')).toBe('failed'), { timeout: 10_000 });
      expect(status().textContent).toBe('Generating responses failed: No reply could be drafted. Please try again later.');
      // Not started from this page: no toast, the line says it all.
      expect(screen.queryByText('Action failed')).toBeNull();
    }, 15_000);

    it('says when no review was waiting for a reply', async () => {
      mockApi({
        'GET /api/reviews': jsonResponse(200, { ...page([]), suggestionRun: ended({ progress: { done: 0, total: 0 } }) }),
        'GET /api/reviews/settings': settings,
      });
      renderPage();
      await waitFor(() => expect(status().textContent).toMatch(/^No review was waiting for a reply \(Nov 20, .+\)\.$/));
    });
  });
});
