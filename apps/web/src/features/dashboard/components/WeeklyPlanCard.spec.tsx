import { WEEKLY_PLAN_MESSAGES, type TPlanAction, type TWeeklyPlan } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { callsTo, type RouteHandler } from '@/test-utils/api-mock';
import { jsonResponse } from '@/test-utils/render';
import { renderSignedIn } from '@/test-utils/signed-in';

import { WeeklyPlanCard } from './WeeklyPlanCard';

const replyToReviews: TPlanAction = {
  id: '5f0c8a3e-2222-4b5a-9c1d-000000000001',
  kind: 'reviews',
  title: 'Reply to 4 reviews',
  why: 'Four reviews from this month are still waiting for an answer.',
  link: '/reviews?status=pending',
  done: false,
};
const fixListing: TPlanAction = {
  id: '5f0c8a3e-2222-4b5a-9c1d-000000000002',
  kind: 'keyword',
  title: 'Add "oat latte" to your listing',
  why: '"oat latte" fell from #2 to #5 last week.',
  link: '/gmb',
  done: false,
};
const watchCompetitor: TPlanAction = {
  id: '5f0c8a3e-2222-4b5a-9c1d-000000000003',
  kind: 'competitor',
  title: 'Look at Bean There',
  why: 'Bean There got 6 new reviews in 7 days.',
  link: '/competitors',
  done: false,
};

const plan: TWeeklyPlan = {
  weekOf: '2026-11-23',
  actions: [replyToReviews, fixListing, watchCompetitor],
  lastWeek: [
    { text: 'You replied to 3 reviews: your reply rate went from 60% to 75%.' },
    { text: '"cold brew" moved from #8 to #4.' },
  ],
};

const PATCH_ROUTE = (id: string) => `PATCH /api/dashboard/weekly-plan/actions/${id}`;

// The BFF as it behaves: the plan it answers is the plan as marked so far. `refuse` answers every
// PATCH with that error instead.
function planBff(
  initial: TWeeklyPlan,
  refuse?: { status: number; error: string },
): Record<string, RouteHandler> {
  let current = initial;
  const handlers: Record<string, RouteHandler> = {
    'GET /api/dashboard/weekly-plan': () => jsonResponse(200, current),
  };
  for (const { id } of initial.actions) {
    handlers[PATCH_ROUTE(id)] = async (request) => {
      if (refuse) return jsonResponse(refuse.status, { error: refuse.error });
      const { done } = (await request.clone().json()) as { done: boolean };
      current = {
        ...current,
        actions: current.actions.map((action) => (action.id === id ? { ...action, done } : action)),
      };
      return jsonResponse(200, current);
    };
  }
  return handlers;
}

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const itemOf = (title: string) => checkbox(title).closest('li') as HTMLElement;

describe(WeeklyPlanCard.name, () => {
  afterEach(() => window.localStorage.clear());

  it("shows the week, last week's changes, and each action with why and where to do it", async () => {
    renderSignedIn(<WeeklyPlanCard />, { path: '/dashboard', handlers: planBff(plan) });
    expect(
      await screen.findByRole('heading', { name: 'Three things to do this week' }),
    ).toBeTruthy();
    expect(await screen.findByText('Week of Mon, Nov 23')).toBeTruthy();

    const lastWeek = screen.getByRole('list', { name: 'Last week' });
    expect(
      within(lastWeek)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(plan.lastWeek.map((item) => item.text));

    const actions = screen.getByRole('list', { name: 'Three things to do this week' });
    expect(within(actions).getAllByRole('listitem')).toHaveLength(3);
    for (const action of plan.actions) {
      const box = checkbox(action.title);
      expect(box.checked).toBe(false);
      const item = itemOf(action.title);
      expect(within(item).getByText(action.why)).toBeTruthy();
      expect(within(item).getByRole('link', { name: 'Do it' }).getAttribute('href')).toBe(
        action.link,
      );
    }
    expect(
      screen.queryByText('Nothing urgent this week. Keep replying to reviews as they come in.'),
    ).toBeNull();
  });

  it('marks an action done on the server and shows it struck through', async () => {
    const { fetchMock } = renderSignedIn(<WeeklyPlanCard />, {
      path: '/dashboard',
      handlers: planBff(plan),
    });
    const { title } = fixListing;
    fireEvent.click(await screen.findByRole('checkbox', { name: title }));

    await waitFor(() => expect(callsTo(fetchMock, PATCH_ROUTE(fixListing.id))).toHaveLength(1));
    const [sent] = callsTo(fetchMock, PATCH_ROUTE(fixListing.id));
    expect(await sent?.json()).toEqual({ done: true });
    // The card reads the plan again after the change and it still says done.
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/dashboard/weekly-plan')).toHaveLength(2),
    );
    await waitFor(() => expect(checkbox(title).checked).toBe(true));
    expect(itemOf(title).getAttribute('data-done')).toBe('true');
    expect(getComputedStyle(within(itemOf(title)).getByText(title)).textDecoration).toContain(
      'line-through',
    );
    // The others are untouched.
    expect(checkbox(replyToReviews.title).checked).toBe(false);
    expect(itemOf(replyToReviews.title).getAttribute('data-done')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ticks the action at once, then puts it back and says why when the server refuses', async () => {
    let answer: (response: Response) => void = () => undefined;
    // The server is going down: the plan cannot be read again after the refusal, so the card must
    // put the box back by itself.
    let reads = 0;
    renderSignedIn(<WeeklyPlanCard />, {
      path: '/dashboard',
      handlers: {
        'GET /api/dashboard/weekly-plan': () =>
          ++reads === 1
            ? jsonResponse(200, plan)
            : jsonResponse(503, { error: 'Service unavailable' }),
        [PATCH_ROUTE(replyToReviews.id)]: () =>
          new Promise<Response>((resolve) => (answer = resolve)),
      },
    });
    const { title } = replyToReviews;
    fireEvent.click(await screen.findByRole('checkbox', { name: title }));
    await waitFor(() => expect(itemOf(title).getAttribute('data-done')).toBe('true'));
    expect(checkbox(title).checked).toBe(true);

    answer(jsonResponse(404, { error: WEEKLY_PLAN_MESSAGES.notFound }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'That action is not in this week’s plan.',
    );
    await waitFor(() => expect(reads).toBe(2));
    await waitFor(() => expect(itemOf(title).getAttribute('data-done')).toBeNull());
    expect(checkbox(title).checked).toBe(false);
  });

  it('leaves the checkbox unticked for assistive technology too when the server refuses at once', async () => {
    const { fetchMock } = renderSignedIn(<WeeklyPlanCard />, {
      path: '/dashboard',
      handlers: planBff(plan, { status: 404, error: WEEKLY_PLAN_MESSAGES.notFound }),
    });
    const { title } = replyToReviews;
    fireEvent.click(await screen.findByRole('checkbox', { name: title }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'That action is not in this week’s plan.',
    );
    expect(callsTo(fetchMock, PATCH_ROUTE(replyToReviews.id))).toHaveLength(1);
    await waitFor(() => expect(checkbox(title).checked).toBe(false));
    expect(itemOf(title).getAttribute('data-done')).toBeNull();
  });

  it('says there is nothing urgent when the plan has no actions, with no last-week list when it is empty', async () => {
    renderSignedIn(<WeeklyPlanCard />, {
      path: '/dashboard',
      handlers: planBff({ ...plan, actions: [], lastWeek: [] }),
    });
    expect(
      await screen.findByText(
        'Nothing urgent this week. Keep replying to reviews as they come in.',
      ),
    ).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Do it' })).toBeNull();
    expect(screen.queryByText('Last week')).toBeNull();
  });

  it('shows a skeleton while the plan loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderSignedIn(<WeeklyPlanCard />, {
      path: '/dashboard',
      handlers: {
        'GET /api/dashboard/weekly-plan': () =>
          new Promise<Response>((resolve) => (answer = resolve)),
      },
    });
    expect(await screen.findByTestId('weekly-plan-loading')).toBeTruthy();
    answer(jsonResponse(200, plan));
    expect(await screen.findByRole('checkbox', { name: replyToReviews.title })).toBeTruthy();
    expect(screen.queryByTestId('weekly-plan-loading')).toBeNull();
  });

  it('says the plan could not be loaded, with the reason, and loads it on retry', async () => {
    let fail = true;
    renderSignedIn(<WeeklyPlanCard />, {
      path: '/dashboard',
      handlers: {
        'GET /api/dashboard/weekly-plan': () =>
          fail
            ? jsonResponse(503, { error: 'Analysis is unavailable right now.' })
            : jsonResponse(200, plan),
      },
    });
    expect(await screen.findByText('Your weekly plan could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Analysis is unavailable right now.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: replyToReviews.title })).toBeTruthy();
    expect(screen.queryByText('Your weekly plan could not be loaded.')).toBeNull();
  });
});
