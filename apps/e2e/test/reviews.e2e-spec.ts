import type { Locator, Page } from 'playwright-core';
import { queueState, serviceEntry, startProcess, testDatabaseUrl, waitFor, type TRunningProcess } from '@app/test-support';
import { browserSystem } from './browser-system';

// Issue 9 in Chromium: a new cafe's owner sees suggested replies appear on the Reviews page,
// edits and sends one, changes the tone and regenerates (issue 19: following the run's progress
// from the server, across a reload); failures show the spec's toasts.
describe('review replies in the browser', () => {
  const prefix = 'nearbly_test_e2e_reviews';
  // The suggestions worker is its own process here, so a test can hold the drafting back.
  const e2e = browserSystem({ databasePrefix: prefix, serviceEnv: { reviews: { SUGGESTION_WORKER: 'off' } } });
  const { url } = e2e;
  let page: Page;
  let worker: TRunningProcess | undefined;
  const suggestionsQueue = () => queueState(testDatabaseUrl('reviews', prefix), 'review-suggestions');
  // The worker counts once BullMQ lists it on the queue; one that exits before says why.
  const startWorker = async () => {
    const started = startProcess('reviews-worker', serviceEntry('reviews', 'worker.js'), { DATABASE_PREFIX: prefix, PORT: '0', HTTP_HOST: '127.0.0.1' });
    worker = started;
    await Promise.race([
      waitFor('the suggestions worker on its queue', async () => ((await suggestionsQueue()).workers > 0 ? true : undefined)),
      started.exited.then((code) => {
        throw new Error(`The suggestions worker exited (${String(code)}) before it took jobs:\n${started.output().slice(-3_000)}`);
      }),
    ]);
  };
  // What the page, the queue and the worker said, when the page did not show what was awaited.
  const explained = async (waiting: Promise<void>, what: Locator): Promise<void> => {
    await waiting.catch(async (error: unknown) => {
      const queue = await suggestionsQueue().catch((caught: unknown) => String(caught));
      throw new Error(
        `${String(error)}\nThe page says: ${String(await what.textContent())}\nThe queue: ${JSON.stringify(queue)}\nThe worker (exit ${String(worker?.child.exitCode)}):\n${worker?.output().slice(-3_000) ?? ''}`,
      );
    });
  };

  beforeAll(async () => {
    await startWorker();
    page = await e2e.newPage();
  });

  afterAll(async () => {
    await worker?.stop();
  });
  const cards = () => page.getByTestId('review-card');
  const cardOf = (reviewer: string): Locator => cards().filter({ has: page.getByText(reviewer, { exact: true }) });
  const replyOf = (card: Locator) => card.getByRole('textbox', { name: 'AI Suggested Response' });
  const toast = (title: string) => page.getByText(title, { exact: true }).first();

  it('shows the sample reviews of a new cafe and their suggested replies as they are drafted', async () => {
    await e2e.signUp(page, { businessName: 'Corner Bean' });

    await page.goto(url('/reviews'));
    await page.getByRole('heading', { name: 'AI Review Responses', level: 1 }).waitFor();
    await page.getByTestId('sample-data').getByText('Sample data').waitFor();
    await page.getByText('8 reviews').waitFor();
    const tom = cardOf('Tom Becker');
    await tom.getByText('Pending', { exact: true }).waitFor();
    await tom.getByRole('img', { name: 'Rated 2 out of 5' }).waitFor();
    await tom.getByText('Facebook', { exact: true }).waitFor();
    // The worker drafts every reply; the page shows each one without a reload.
    await page.waitForFunction(() => {
      const boxes = Array.from(document.querySelectorAll<HTMLTextAreaElement>('[data-testid="review-card"] textarea'));
      return boxes.length === 8 && boxes.every((box) => box.value.length > 0);
    });
    const suggestion = await replyOf(tom).inputValue();
    expect(suggestion).toMatch(/^Hi Tom, We're truly sorry about the flat white/);
    expect(suggestion).toContain('your next coffee and pastry are on us');
  });

  it('sends an edited reply: the card shows it with today\'s date and the toast says so', async () => {
    const tom = cardOf('Tom Becker');
    await replyOf(tom).fill('Tom, we are sorry about the wait. Your next flat white is on us!');
    await tom.getByRole('button', { name: 'Send Response' }).click();
    await toast('Response sent').waitFor();
    await tom.getByText('Responded', { exact: true }).waitFor();
    await tom.getByText('Tom, we are sorry about the wait. Your next flat white is on us!').waitFor();
    // Review dates read on the business's clock (auth's default timezone, America/Chicago).
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'America/Chicago' });
    await tom.getByTestId('review-response').getByText(today).waitFor();
    expect(await replyOf(tom).count()).toBe(0);

    await page.getByRole('combobox', { name: 'Status' }).selectOption('responded');
    await page.getByText('1 review', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('');
    await page.getByRole('combobox', { name: 'Platform' }).selectOption('Yelp');
    await page.getByText('2 reviews', { exact: true }).waitFor();
    expect(await cards().count()).toBe(2);
    await page.getByRole('combobox', { name: 'Platform' }).selectOption('');
    await page.getByText('8 reviews').waitFor();
  });

  it('sends the default thank-you when the reply is left empty', async () => {
    const marcus = cardOf('Marcus Lee');
    await replyOf(marcus).fill('');
    await marcus.getByRole('button', { name: 'Send Response' }).click();
    await marcus.getByText('Thank you for your feedback!', { exact: true }).waitFor();
  });

  it('changes the tone, regenerates following the progress from the server across a reload, and shows the new suggestions', async () => {
    await page.getByRole('combobox', { name: 'Response tone' }).selectOption({ label: 'Casual & Warm' });
    // No worker: the run waits, and the page says so for as long as it does.
    await worker?.stop();
    await page.getByRole('button', { name: 'Generate responses' }).click();
    const status = page.getByTestId('suggestion-run-status');
    await status.getByText('Drafting new replies: 0 of 6 done…', { exact: true }).waitFor();
    await page.reload();
    await status.getByText('Drafting new replies: 0 of 6 done…', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Generating...' }).isDisabled()).toBe(true);

    await startWorker();
    await explained(status.getByText(/^New replies drafted for 6 reviews \(.+\)\.$/).waitFor({ timeout: 60_000 }), status);
    const sarah = cardOf('Sarah Mitchell');
    await page.waitForFunction(() => {
      const boxes = Array.from(document.querySelectorAll<HTMLTextAreaElement>('[data-testid="review-card"] textarea'));
      return boxes.length === 6 && boxes.every((box) => box.value.startsWith('Hey '));
    });
    expect(await replyOf(sarah).inputValue()).toMatch(/^Hey Sarah! Thanks a ton for the 5 stars!/);
    await page.reload();
    // The select is disabled until the saved settings have loaded.
    const tone = page.getByRole('combobox', { name: 'Response tone' });
    await tone.and(page.locator(':enabled')).waitFor();
    expect(await tone.inputValue()).toBe('casual-warm');
    // How the run ended is the server's to say: the same after a reload.
    await status.getByText(/^New replies drafted for 6 reviews \(.+\)\.$/).waitFor();
  });

  it('says so when a reply cannot be sent or the reviews cannot be loaded', async () => {
    await e2e.system.processes.get('reviews')?.stop();
    try {
      const sarah = cardOf('Sarah Mitchell');
      await sarah.getByRole('button', { name: 'Send Response' }).click();
      await toast('Failed to send response').waitFor({ timeout: 15_000 });
      await sarah.getByText('Pending', { exact: true }).waitFor();
      await page.reload();
      await toast('Could not load reviews').waitFor({ timeout: 15_000 });
    } finally {
      await e2e.system.restartService('reviews');
    }
    await page.reload();
    await page.getByText('8 reviews').waitFor({ timeout: 30_000 });
  });
});
