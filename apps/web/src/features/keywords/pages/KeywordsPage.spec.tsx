import { IDLE_RUN, ZKeywordsAdd, type TBackgroundRun, type TKeywordsView, type TTrackedKeyword } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { callsTo } from '@/test-utils/api-mock';
import { expectFieldError } from '@/test-utils/field-error';
import { jsonResponse } from '@/test-utils/render';
import { renderSignedIn } from '@/test-utils/signed-in';

import { KeywordsPage } from './KeywordsPage';

const keyword = (name: string, position: number | null, changes: Partial<TTrackedKeyword> = {}): TTrackedKeyword => ({
  id: crypto.randomUUID(),
  keyword: name,
  position,
  status: position === null ? 'no_data' : 'ok',
  change: null,
  trend: position === null ? 'no-data' : 'stable',
  lastCheckedAt: '2026-11-20T06:00:00.000Z',
  history: [
    { date: '2026-11-19', position: 6, status: 'ok' },
    { date: '2026-11-20', position, status: position === null ? 'no_data' : 'ok' },
  ],
  createdAt: '2026-11-01T00:00:00.000Z',
  ...changes,
});

const view = (keywords: TTrackedKeyword[]): TKeywordsView => ({ keywords, limit: 100, rankCheckFrequency: 'daily', provider: 'simulated', lastCheckedAt: null, rankCheck: IDLE_RUN });
const running = (done: number, total: number): TBackgroundRun => ({
  state: 'running',
  startedAt: '2026-11-20T06:00:00.000Z',
  finishedAt: null,
  progress: { done, total },
  error: null,
});
const finished = (run: TBackgroundRun, changes: Partial<TBackgroundRun>): TBackgroundRun => ({
  ...run,
  state: 'done',
  finishedAt: '2026-11-20T06:01:00.000Z',
  ...changes,
});
// The server's answers in turn (the last one repeats): each poll of the page gets the next.
const inTurn = (answers: TKeywordsView[]) => {
  let next = 0;
  return () => jsonResponse(200, answers[Math.min(next++, answers.length - 1)]);
};
const suggestions = jsonResponse(200, { suggestions: [], source: 'local', aiNotice: null });

describe(KeywordsPage.name, () => {
  afterEach(() => window.localStorage.clear());

  it('shows each position in the rank colours, the change, and "No data" for a failed check', async () => {
    renderSignedIn(<KeywordsPage />, {
      path: '/keywords',
      handlers: {
        'GET /api/dashboard/keywords': jsonResponse(200, view([keyword('oat latte', 2, { change: 3, trend: 'up' }), keyword('cold brew', 7, { change: -1, trend: 'down' }), keyword('mocha', 14), keyword('chai', null)])),
        'GET /api/dashboard/keywords/suggestions': suggestions,
      },
    });
    const row = async (name: string) => screen.findByText(name).then((cell) => cell.closest('li') as HTMLElement);
    expect(within(await row('oat latte')).getByText('#2').getAttribute('data-rank-tier')).toBe('top3');
    expect(within(await row('oat latte')).getByText('+3')).toBeTruthy();
    expect(within(await row('cold brew')).getByText('#7').getAttribute('data-rank-tier')).toBe('top10');
    expect(within(await row('cold brew')).getByText('-1')).toBeTruthy();
    expect(within(await row('mocha')).getByText('#14').getAttribute('data-rank-tier')).toBe('low');
    expect(within(within(await row('chai')).getByLabelText('Position')).getByText('No data')).toBeTruthy();
    expect(within(await row('chai')).queryByText('#0')).toBeNull();
  });

  it('adds exactly the keywords typed, and shows the server refusal', async () => {
    const { fetchMock } = renderSignedIn(<KeywordsPage />, {
      path: '/keywords',
      handlers: {
        'GET /api/dashboard/keywords': jsonResponse(200, view([])),
        'GET /api/dashboard/keywords/suggestions': suggestions,
        'POST /api/dashboard/keywords': jsonResponse(403, { error: 'Your Single Shop plan tracks up to 25 keywords and you have 24, so you can add 1 more. Remove a keyword or upgrade your plan on the Billing page.' }),
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'New keywords' }), { target: { value: 'oat latte, flat white,cortado, ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Keywords' }));
    expect(await screen.findByText(/Your Single Shop plan tracks up to 25 keywords/)).toBeTruthy();
    const [request] = callsTo(fetchMock, 'POST /api/dashboard/keywords');
    expect(await request?.json()).toEqual({ keywords: ['oat latte', 'flat white', 'cortado'] });
  });

  it("shows on the field the contract's message for what was typed, and sends nothing", async () => {
    const { fetchMock } = renderSignedIn(<KeywordsPage />, {
      path: '/keywords',
      handlers: {
        'GET /api/dashboard/keywords': jsonResponse(200, view([])),
        'GET /api/dashboard/keywords/suggestions': suggestions,
      },
    });
    const input = await screen.findByRole('textbox', { name: 'New keywords' });
    const tooLong = 'a'.repeat(81);
    for (const [typed, keywords] of [[' , ', []], [`oat latte, ${tooLong}`, ['oat latte', tooLong]]] as const) {
      const message = ZKeywordsAdd.safeParse({ keywords }).error?.issues[0]?.message;
      expect(message).toBeTruthy();
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Add Keywords' }));
      await screen.findByText(message!);
      await expectFieldError(input, message!);
    }
    expect(callsTo(fetchMock, 'POST /api/dashboard/keywords')).toHaveLength(0);
  });

  it("shows when 'Check now' can be used again after the server refuses it during the cooldown", async () => {
    renderSignedIn(<KeywordsPage />, {
      path: '/keywords',
      handlers: {
        'GET /api/dashboard/keywords': jsonResponse(200, view([keyword('oat latte', 2)])),
        'GET /api/dashboard/keywords/suggestions': suggestions,
        'POST /api/dashboard/keywords/check': jsonResponse(429, { error: 'Rankings were checked moments ago. You can check again in 10 minutes.', retryAfterSeconds: 600 }),
      },
    });
    await screen.findByText('oat latte');
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    const status = await screen.findByTestId('rank-check-cooldown', {}, { timeout: 5_000 });
    expect(status.textContent).toBe('Rankings were checked moments ago. You can check again in 10 minutes.');
  });

  it('picks up a check already running when the page opens (a reload) and follows it to its outcome', async () => {
    const keywords = [keyword('oat latte', 2), keyword('cafe wifi', 5)];
    const { fetchMock } = renderSignedIn(<KeywordsPage />, {
      path: '/keywords',
      handlers: {
        'GET /api/dashboard/keywords': inTurn([
          { ...view(keywords), rankCheck: running(1, 2) },
          { ...view(keywords), rankCheck: running(1, 2) },
          { ...view(keywords), rankCheck: running(2, 2) },
          { ...view(keywords), rankCheck: finished(running(2, 2), {}) },
        ]),
        'GET /api/dashboard/keywords/suggestions': suggestions,
      },
    });
    const status = await screen.findByTestId('rank-check-status');
    expect(status.textContent).toBe('Checking 1 of 2 keywords…');
    expect(screen.getByRole('button', { name: 'Check oat latte now' }).hasAttribute('disabled')).toBe(true);
    // It keeps asking while the server says the check runs, and says how it ended.
    await waitFor(() => expect(screen.getByTestId('rank-check-status').getAttribute('data-state')).toBe('done'), { timeout: 15_000 });
    expect(screen.getByTestId('rank-check-status').textContent).toMatch(/^Last check: 2 keywords checked \(Nov 20, .+\)\.$/);
    expect(callsTo(fetchMock, 'GET /api/dashboard/keywords').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByRole('button', { name: 'Check oat latte now' }).hasAttribute('disabled')).toBe(false);
  }, 20_000);

  it("shows 'Check now' running with its progress from the server, then a failed outcome with its reason", async () => {
    const keywords = [keyword('oat latte', 2), keyword('cafe wifi', 5)];
    const answers = inTurn([
      { ...view(keywords), rankCheck: running(0, 2) },
      { ...view(keywords), rankCheck: finished(running(1, 2), { state: 'failed', error: 'The check stopped before the end. It will be tried again.' }) },
    ]);
    let queued = false;
    renderSignedIn(<KeywordsPage />, {
      path: '/keywords',
      handlers: {
        'GET /api/dashboard/keywords': () => (queued ? answers() : jsonResponse(200, view(keywords))),
        'GET /api/dashboard/keywords/suggestions': suggestions,
        'POST /api/dashboard/keywords/check': () => {
          queued = true;
          return jsonResponse(202, { queued: 2, requestedAt: '2026-11-20T06:00:00.000Z' });
        },
      },
    });
    await screen.findByText('oat latte');
    expect(screen.queryByTestId('rank-check-status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    expect((await screen.findByTestId('rank-check-status')).textContent).toBe('Checking 0 of 2 keywords…');
    await waitFor(() => expect(screen.getByTestId('rank-check-status').getAttribute('data-state')).toBe('failed'), { timeout: 10_000 });
    expect(screen.getByTestId('rank-check-status').textContent).toBe(
      'The last check failed: The check stopped before the end. It will be tried again.',
    );
  }, 15_000);

  it('opens the rank-history chart of a keyword', async () => {
    renderSignedIn(<KeywordsPage />, {
      path: '/keywords',
      handlers: { 'GET /api/dashboard/keywords': jsonResponse(200, view([keyword('oat latte', 4)])), 'GET /api/dashboard/keywords/suggestions': suggestions },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rank history of oat latte' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Rank history for oat latte: 2026-11-19: #6, 2026-11-20: #4' })).toBeTruthy());
  });

  it('brings the keyword an insight links to (/keywords?keyword=<id>) into view, highlighted with its history open', async () => {
    const linked = keyword('cold brew', 7);
    renderSignedIn(<KeywordsPage />, {
      path: '/keywords',
      url: `/keywords?keyword=${linked.id}`,
      handlers: { 'GET /api/dashboard/keywords': jsonResponse(200, view([keyword('oat latte', 2), linked])), 'GET /api/dashboard/keywords/suggestions': suggestions },
    });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-keyword')).toBe('cold brew'));
    const rows = screen.getAllByTestId('keyword-row');
    expect(rows.map((row) => row.getAttribute('data-highlighted'))).toEqual([null, 'true']);
    expect(within(rows[1]!).getByRole('img', { name: /^Rank history for cold brew/ })).toBeTruthy();
  });

  it('brings the AI suggestions into view from /keywords#suggestions', async () => {
    renderSignedIn(<KeywordsPage />, {
      path: '/keywords',
      url: '/keywords#suggestions',
      handlers: { 'GET /api/dashboard/keywords': jsonResponse(200, view([keyword('oat latte', 2)])), 'GET /api/dashboard/keywords/suggestions': suggestions },
    });
    await waitFor(() => expect(document.activeElement?.id).toBe('suggestions'));
  });

  it("says when the keyword ideas come from the local generator because today's AI quota is spent", async () => {
    const notice = "Today's AI quota for your business is used up: keyword ideas come from the local generator until tomorrow.";
    renderSignedIn(<KeywordsPage />, {
      path: '/keywords',
      handlers: {
        'GET /api/dashboard/keywords': jsonResponse(200, view([keyword('oat latte', 2)])),
        'GET /api/dashboard/keywords/suggestions': jsonResponse(200, { suggestions: [{ keyword: 'winter latte austin', kind: 'seasonal', reason: 'Cold days.' }], source: 'local', aiNotice: notice }),
      },
    });
    expect((await screen.findByTestId('ai-notice', {}, { timeout: 5_000 })).textContent).toBe(notice);
  });

  it("shows the owner's own Google searches among the ideas, marked as from Google", async () => {
    const google = { keyword: 'corner bean coffee', kind: 'google-search', reason: 'People found your Google profile with this search: 812 impressions (Aug 2026 – Oct 2026).', google: { source: 'google-sandbox', impressions: 812, startMonth: '2026-08', endMonth: '2026-10' } };
    renderSignedIn(<KeywordsPage />, {
      path: '/keywords',
      handlers: {
        'GET /api/dashboard/keywords': jsonResponse(200, view([keyword('oat latte', 2)])),
        'GET /api/dashboard/keywords/suggestions': jsonResponse(200, { suggestions: [google, { keyword: 'winter latte austin', kind: 'seasonal', reason: 'Cold days.' }], source: 'local', aiNotice: null }),
      },
    });
    expect(await screen.findByText('corner bean coffee', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('From Google sandbox')).toBeTruthy();
    expect(screen.getByText(google.reason)).toBeTruthy();
    expect(screen.getByText('Seasonal')).toBeTruthy();
  });
});
