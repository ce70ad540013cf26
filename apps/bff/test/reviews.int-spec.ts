import { randomUUID } from 'node:crypto';
import { ApiUser, readJson, systemForSuite, waitFor } from '@app/test-support';

// /api/reviews through the whole system: BFF → Kafka → reviews service and its worker → PostgreSQL.
describe('reviews over the running system', () => {
  const system = systemForSuite({ databasePrefix: 'nearbly_test_bff_reviews' });

  const signUp = async (businessType = 'cafe') => {
    const user = new ApiUser(system.baseUrl);
    await user.signUp({ businessType });
    return user;
  };

  // A new business gets its sample set from auth.user.registered; the worker drafts each reply.
  const readyReviews = (user: ApiUser, count: number) =>
    waitFor(`${count} reviews with suggestions`, async () => {
      const body = await readJson(await user.request('GET', '/api/reviews'));
      const reviews = body.reviews as { id: string; suggestionStatus: string }[] | undefined;
      return reviews?.length === count && reviews.every((review) => review.suggestionStatus === 'ready') ? body : undefined;
    });

  it("shows a new cafe its sample reviews with suggestions, and sends the owner's reply", async () => {
    const owner = await signUp('cafe');
    const page = await readyReviews(owner, 8);
    expect(page).toMatchObject({ total: 8, page: 1, limit: 20, totalPages: 1, isSample: true, aiMode: 'local' });
    const complaint = page.reviews.find((review: { rating: number }) => review.rating === 2);
    expect(complaint.aiSuggestedResponse).toContain('your next coffee and pastry are on us');
    expect(complaint.aiSuggestedResponse).toContain('Corner Bean');

    const sent = await owner.request('POST', `/api/reviews/${complaint.id}/respond`, { responseText: 'So sorry Tom, your next flat white is on us.' });
    expect(sent.status).toBe(200);
    expect(await readJson(sent)).toMatchObject({ id: complaint.id, status: 'responded', responseText: 'So sorry Tom, your next flat white is on us.' });
    const responded = await readJson(await owner.request('GET', '/api/reviews?status=responded'));
    expect(responded.reviews.map((review: { id: string }) => review.id)).toEqual([complaint.id]);
    const google = await readJson(await owner.request('GET', '/api/reviews?platform=Google&limit=2&page=2'));
    expect(google).toMatchObject({ page: 2, limit: 2, total: 4, totalPages: 2 });
  });

  it('answers 404 for a review of another business and 401 without a session', async () => {
    const owner = await signUp('gym');
    const stranger = await signUp('boutique');
    const page = await readyReviews(owner, 7);
    const target = page.reviews[0].id as string;
    const refused = await stranger.request('POST', `/api/reviews/${target}/respond`, { responseText: 'Not mine to answer' });
    expect(refused.status).toBe(404);
    expect(await readJson(refused)).toEqual({ error: 'Review not found' });
    expect((await stranger.request('POST', '/api/reviews/not-a-uuid/respond', { responseText: 'x' })).status).toBe(404);
    const anonymous = new ApiUser(system.baseUrl);
    expect((await anonymous.request('GET', '/api/reviews')).status).toBe(401);
    const untouched = await readJson(await owner.request('GET', '/api/reviews?status=responded'));
    expect(untouched.total).toBe(0);
  });

  it('refuses bad input with 400 JSON and the field that is wrong', async () => {
    const owner = await signUp();
    const badQuery = await owner.request('GET', '/api/reviews?page=0&limit=500&platform=MySpace&status=maybe');
    expect(badQuery.status).toBe(400);
    const body = await readJson(badQuery);
    expect(body.error).toBe('Validation error');
    expect(body.details.map((detail: { path: string }) => detail.path).sort()).toEqual(['limit', 'page', 'platform', 'status']);
    const blank = await owner.request('POST', `/api/reviews/${randomUUID()}/respond`, { responseText: '  ' });
    expect(blank.status).toBe(400);
    expect(await readJson(blank)).toEqual({ error: 'Validation error', details: [{ path: 'responseText', message: 'Response text is required' }] });
    const badTone = await owner.request('PUT', '/api/reviews/settings', { tone: 'sarcastic' });
    expect(badTone.status).toBe(400);
  });

  it('persists the tone and regenerates pending suggestions in it', async () => {
    const owner = await signUp('cafe');
    await readyReviews(owner, 8);
    expect(await readJson(await owner.request('GET', '/api/reviews/settings'))).toEqual({ tone: 'friendly-professional', autoRespond: 'manual' });
    const updated = await owner.request('PUT', '/api/reviews/settings', { tone: 'formal-courteous', autoRespond: 'five-star' });
    expect(await readJson(updated)).toEqual({ tone: 'formal-courteous', autoRespond: 'five-star' });
    const generated = await owner.request('POST', '/api/reviews/generate');
    expect(generated.status).toBe(202);
    // The run starts with the answer, so the page shows its progress at once.
    expect(await readJson(generated)).toMatchObject({ queued: 8, suggestionRun: { state: 'running', progress: { total: 8 }, error: null } });
    const page = await waitFor('formal suggestions', async () => {
      const body = await readJson(await owner.request('GET', '/api/reviews'));
      const all = body.reviews as { aiSuggestedResponse: string | null; suggestionStatus: string }[];
      return all.every((review) => review.suggestionStatus === 'ready' && review.aiSuggestedResponse?.startsWith('Dear ')) ? body : undefined;
    });
    // Under '5-star only' the regenerated 5-star suggestions were sent, the others wait for the owner.
    for (const review of page.reviews as { rating: number; status: string; respondedAutomatically: boolean }[]) {
      expect([review.rating, review.status, review.respondedAutomatically]).toEqual(review.rating === 5 ? [5, 'responded', true] : [review.rating, 'pending', false]);
    }
  });
});
