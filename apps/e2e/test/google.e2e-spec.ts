import type { Page } from 'playwright-core';
import { GOOGLE_SANDBOX_SEED, GoogleSandbox } from '@app/test-support';
import { browserSystem } from './browser-system';

// Issue 17 in Chromium, against the Google sandbox: a new owner connects their Google Business
// Profile in onboarding (through the sandbox's consent page, as Maria, who manages two locations),
// picks the coffee shop, and then sees Google's reviews and listing, publishes a reply on Google,
// and sees a review posted on Google arrive through its notification, without reloading.
describe('Google Business Profile in the browser', () => {
  const prefix = 'nearbly_test_e2e_google';
  // The push subscription's audience is fixed before the system starts (the BFF checks it); the
  // endpoint is the BFF's webhook, known once the system runs.
  const audience = 'https://nearbly.e2e.example/api/google/notifications';
  const sandbox = new GoogleSandbox({ pubsub: { audience } });
  const { system, url, newPage, signUp } = browserSystem(
    () => ({
      databasePrefix: prefix,
      bffEnv: sandbox.env(),
      serviceEnv: { analysis: sandbox.env(), reviews: sandbox.env() },
    }),
    [sandbox],
  );
  const cornerBean = GOOGLE_SANDBOX_SEED.locations.cornerBean;
  const locationReviews = () => sandbox.snapshot().reviews.filter((review) => review.locationId === cornerBean);
  let page: Page;

  beforeAll(async () => {
    sandbox.control.configurePush({ pushEndpoint: `${system.baseUrl}/api/google/notifications` });
    page = await newPage();
  });

  it("connects in onboarding through Google's consent and picks the coffee shop", async () => {
    await signUp(page, { businessName: 'Corner Bean Coffee', address: '118 Congress Ave, Austin, TX 78701' });
    await page.getByTestId('google-source').getByText('Google sandbox').waitFor();
    await page.getByRole('button', { name: 'Connect Google My Business' }).click();

    // The sandbox's consent page: Maria's account, the Business Profile scope ticked, Allow.
    await page.waitForURL(`${sandbox.origin}/**`);
    await page.getByRole('radio', { name: new RegExp(GOOGLE_SANDBOX_SEED.users.owner) }).check();
    await page.getByRole('button', { name: 'Allow' }).click();

    // Back on onboarding: Maria manages two locations.
    await page.waitForURL((address) => address.pathname === '/onboarding');
    await page.getByRole('radio', { name: /Corner Bean Coffee East 6th/ }).waitFor();
    // The owner clicks the shop's line (its title and address label the radio).
    await page.getByRole('radiogroup').getByText(/118 Congress Ave/).click();
    expect(await page.getByRole('radio', { name: /118 Congress Ave/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Use this location' }).click();
    await page.getByRole('heading', { name: 'Step 2: Add Your Keywords' }).waitFor();
  });

  it('finishes onboarding', async () => {
    await page.getByRole('button', { name: /^Add (?!a )/ }).first().click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Step 3: Identify Competitors' }).waitFor();
    await page.getByRole('button', { name: /^Add (?!a )/ }).first().click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Step 4: Setup Complete' }).waitFor();
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(url('/dashboard'));
  });

  it("shows the location's reviews from the sandbox on the Reviews page", async () => {
    await page.getByRole('link', { name: 'AI Review Responses' }).click();
    await page.waitForURL(url('/reviews'));
    await page.getByRole('heading', { level: 1, name: 'AI Review Responses' }).waitFor();
    // The import runs in the background: the page follows it (polling) until every review is in.
    await page.getByText(`${locationReviews().length} reviews`, { exact: true }).waitFor({ timeout: 60_000 });
    const cards = page.getByTestId('review-card');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await page.getByTestId('review-card').first().getByTestId('google-source').textContent()).toBe('Google sandbox');
    expect(await page.getByTestId('sample-data').count()).toBe(0);
  });


  it('gives the Google review link, its QR code and an A6 counter card to print, with the no-gating note', async () => {
    const card = page.getByRole('region', { name: 'Get more reviews' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Ask every customer. Google forbids review gating: never ask only happy customers or filter by rating.');
    const link = card.getByRole('textbox', { name: 'Your Google review link' });
    await link.waitFor();
    // The sandbox's metadata.newReviewUri for the picked location.
    expect(await link.inputValue()).toContain(`/_sandbox/?location=${cornerBean}#add-review`);
    await card.getByRole('img', { name: 'QR code of your Google review link' }).waitFor();

    // Printing shows the counter card alone, on an A6 page (105 × 148 mm), with the shop's name.
    await page.emulateMedia({ media: 'print' });
    try {
      const counter = page.getByTestId('counter-card');
      expect(await counter.isVisible()).toBe(true);
      expect(await counter.textContent()).toContain('Corner Bean Coffee');
      expect(await page.getByRole('heading', { level: 1, name: 'AI Review Responses' }).isVisible()).toBe(false);
      const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
      const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
      // A6 in PostScript points (1/72 in): 297.6 × 419.5.
      expect([Math.round(Number(box?.[1])), Math.round(Number(box?.[2]))]).toEqual([298, 420]);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
    // The button prints the page (the browser's print dialog, counted here instead).
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await card.getByRole('button', { name: 'Print counter card' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });
  it('publishes a reply on Google and marks it published', async () => {
    // The newest reviews have no reply yet; the card stays where it is once answered.
    const cards = page.getByTestId('review-card');
    const unanswered = await cards.evaluateAll((all) => all.findIndex((card) => card.textContent?.includes('Send Response')));
    expect(unanswered).toBeGreaterThanOrEqual(0);
    const card = cards.nth(unanswered);
    await card.getByRole('textbox', { name: 'AI Suggested Response' }).fill('Thank you for coming by, see you soon!');
    await card.getByRole('button', { name: 'Send Response' }).click();
    await card.getByText('Published on Google').waitFor({ timeout: 60_000 });
    const onGoogle = locationReviews().filter((review) => review.reply?.comment === 'Thank you for coming by, see you soon!');
    expect(onGoogle).toHaveLength(1);
  });

  it('shows the location on the GMB page, labelled as coming from the sandbox', async () => {
    await page.getByRole('link', { name: 'GMB Integration' }).click();
    await page.waitForURL(url('/gmb'));
    // The address changes before the page's chunk has loaded: the Reviews page is gone once the
    // GMB page's heading shows.
    await page.getByRole('heading', { level: 1, name: 'GMB Integration' }).waitFor();
    await page.getByTestId('google-source').getByText('Google sandbox').waitFor();
    const details = page.getByTestId('listing-details');
    await details.getByText('Corner Bean Coffee', { exact: true }).waitFor({ timeout: 30_000 });
    await details.getByText(/118 Congress Ave/).waitFor();
    expect(await page.getByTestId('sample-listing').count()).toBe(0);
  });

  it('asks before changing the phone number on Google, then changes it there', async () => {
    await page.getByRole('textbox', { name: 'Phone' }).fill('(512) 555-0100');
    await page.getByRole('button', { name: 'Save listing' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Update your listing on Google?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(/^Phone: .+ → \(512\) 555-0100$/)]);
    await dialog.getByRole('button', { name: 'Update on Google' }).click();
    await page.getByText('Listing saved').waitFor();
    const onGoogle = sandbox.snapshot().locations.find((location) => location.id === cornerBean);
    expect(onGoogle?.fields.phoneNumbers?.primaryPhone).toBe('(512) 555-0100');
  });

  it('shows a review posted on Google without reloading the page', async () => {
    await page.getByRole('link', { name: 'AI Review Responses' }).click();
    await page.waitForURL(url('/reviews'));
    await page.getByRole('heading', { level: 1, name: 'AI Review Responses' }).waitFor();
    await page.getByTestId('review-card').first().waitFor();
    // A mark on this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const posted = await sandbox.control.addReview(cornerBean, {
      reviewer: 'Dana Whitfield',
      starRating: 5,
      comment: 'Best cortado on Congress Avenue.',
    });
    // Google's NEW_REVIEW notification reached the BFF's webhook, which accepted it.
    expect(posted.notification).toMatchObject({ published: true, delivered: true });
    await page.getByRole('article', { name: 'Dana Whitfield' }).waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
