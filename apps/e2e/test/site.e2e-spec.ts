import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { holdRequests, horizontalOverflow, queryRows, seriousA11yViolations, testDatabaseUrl, twoFrames } from '@app/test-support';
import { browserSystem } from './browser-system';

// Every public route, and an unknown one (the not-found page).
const PUBLIC_PATHS = ['/', '/blog', '/guide', '/contact', '/privacy', '/terms', '/email-test', '/login', '/signup', '/forgot-password', '/no-such-page'];

// Black-box: Chromium → BFF (serving the web build) → Kafka → services → PostgreSQL, and back.
// docs/product.md §2 landing page and public routes, §4 analysis widget states, §5/§8 messages.
describe('the public site through the whole system', () => {
  const prefix = 'nearbly_test_e2e';
  const { url, newContext } = browserSystem({ databasePrefix: prefix });
  let context: BrowserContext;
  let page: Page;

  // A fresh browser profile per test, with its own client address (rate limits live in Redis);
  // `beforeLoad` runs on the new page before it goes to `path` (to hold a request, say).
  const open = async (
    path: string,
    width = 1280,
    beforeLoad?: (fresh: Page) => Promise<unknown>,
  ) => {
    context = await newContext({ viewport: { width, height: 800 } });
    page = await context.newPage();
    await beforeLoad?.(page);
    await page.goto(url(path));
    await page.getByRole('heading', { level: 1 }).waitFor();
    return page;
  };

  afterEach(async () => {
    await context?.close();
  });

  const scrollTo = (y: number) =>
    page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

  const PLANS = '**/api/billing/plans';
  // Billing down: the plans' request answered 503.
  const plansUnavailable = (route: Route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Billing is unavailable' }) });
  // The plans come from the billing service after the page has loaded; their request is held, as
  // on a slow connection, until `plansShown` lets them arrive and sees the catalogue's first plan.
  const openWithPlansHeld = async (width = 1280) => {
    let plans = { release: () => {} };
    await open('/', width, async (fresh) => (plans = await holdRequests(fresh, PLANS)));
    const plansShown = async () => {
      plans.release();
      await page.locator('#pricing').getByRole('article', { name: 'Single Shop' }).waitFor();
      await twoFrames(page);
    };
    return { plansShown };
  };

  describe('landing page', () => {
    it('serves the landing page with its title, description, Open Graph tags and organisation JSON-LD', async () => {
      await open('/');
      await expect(page.title()).resolves.toBe('Local SEO for the shop on the corner · Nearbly');
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
        /14-day free trial, no credit card/,
      );
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
        'Local SEO for the shop on the corner · Nearbly',
      );
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      ) as Record<string, unknown>;
      expect(jsonLd).toMatchObject({
        '@type': 'Organization',
        name: 'Nearbly',
        email: 'support@nearbly.app',
      });
    });

    it('shows the nine sections in the order of the spec', async () => {
      await open('/');
      const landmarks = await page.evaluate(() =>
        Array.from(document.querySelectorAll('header, main section[aria-labelledby], footer'))
          .filter(
            (element) =>
              element.tagName !== 'SECTION' || element.parentElement?.closest('section') === null,
          )
          .map((element) =>
            element.tagName === 'SECTION'
              ? document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent
              : element.tagName,
          ),
      );
      expect(landmarks).toEqual([
        'HEADER',
        'Local SEO for the shop on the corner.',
        'Big-agency SEO, sized for the shop on the corner',
        'Keywords that follow the seasons on your street',
        'Learn local SEO with other shop owners',
        'Your week at a glance',
        'Local Business Pricing',
        'Questions shop owners ask us',
        'FOOTER',
      ]);
    });

    it('turns the nav solid only after 50 px of scroll', async () => {
      await open('/');
      const header = page.locator('header').first();
      expect(await header.getAttribute('data-solid')).toBe('false');
      await scrollTo(40);
      await page.waitForTimeout(100);
      expect(await header.getAttribute('data-solid')).toBe('false');
      await scrollTo(60);
      await page.locator('header[data-solid="true"]').waitFor();
      await scrollTo(0);
      await page.locator('header[data-solid="false"]').waitFor();
    });

    // Something above the FAQ grows by 300 px after the jump (a late image, a web font), with the
    // browser's scroll anchoring turned off (Safari has none): only the page's own hold counts.
    const growAboveFaq = async () => {
      await page.evaluate(() => {
        document.documentElement.style.overflowAnchor = 'none';
        const late = document.createElement('div');
        late.style.height = '300px';
        document.getElementById('pricing')?.append(late);
      });
      await twoFrames(page);
    };
    const boxOf = (id: string) =>
      page.evaluate(
        (section) => document.getElementById(section)?.getBoundingClientRect().toJSON() as DOMRect,
        id,
      );
    const topOf = async (id: string) => (await boxOf(id)).top;
    const heightOf = async (id: string) => (await boxOf(id)).height;
    const nav = () => page.getByRole('navigation', { name: 'Main' });

    it('jumps to a section from the nav anchors, and keeps it there while the page above it grows', async () => {
      const { plansShown } = await openWithPlansHeld();
      await nav().getByRole('link', { name: 'FAQ' }).click();
      await page.waitForURL(url('/#faq'));
      const placed = await topOf('faq');
      expect(Math.abs(placed)).toBeLessThan(120);
      await growAboveFaq();
      expect(Math.abs((await topOf('faq')) - placed)).toBeLessThan(2);
      await plansShown();
      expect(Math.abs((await topOf('faq')) - placed)).toBeLessThan(2);

      await nav().getByRole('link', { name: 'Local Business Pricing' }).click();
      await page.waitForURL(url('/#pricing'));
      expect(Math.abs(await topOf('pricing'))).toBeLessThan(120);
    });

    it('does not pull the visitor back to the section once they scroll away from it', async () => {
      await openWithPlansHeld();
      await nav().getByRole('link', { name: 'FAQ' }).click();
      await page.waitForURL(url('/#faq'));
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, -600);
      await page.waitForFunction(
        () => (document.getElementById('faq')?.getBoundingClientRect().top ?? 0) > 400,
      );
      await growAboveFaq();
      expect(await topOf('faq')).toBeGreaterThan(400);
    });

    it('does not pull the visitor back to the section once they go back to the top of the page', async () => {
      await open('/');
      await nav().getByRole('link', { name: 'FAQ' }).click();
      await page.waitForURL(url('/#faq'));
      await page.goBack();
      await page.waitForURL(url('/'));
      await page.waitForFunction(() => window.scrollY === 0);
      await growAboveFaq();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    // `/` from another page of the app is the landing page drawn by the app itself, not the page
    // the server prerendered: the same back button, through the app's router.
    it('does not pull the visitor back to the section after going back, also on the landing page reached from the blog', async () => {
      await open('/blog');
      await page.getByRole('link', { name: 'Nearbly' }).first().click();
      await page.getByRole('heading', { name: 'Questions shop owners ask us' }).waitFor();
      await nav().getByRole('link', { name: 'FAQ' }).click();
      await page.waitForURL(url('/#faq'));
      // The app scrolls once it has drawn the new location, just after the address changes.
      await page.waitForFunction(
        () => Math.abs(document.getElementById('faq')?.getBoundingClientRect().top ?? 1e6) < 120,
      );
      await page.goBack();
      await page.waitForURL(url('/'));
      await page.waitForFunction(() => window.scrollY === 0);
      await growAboveFaq();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    // Widths where the catalogue's text wraps differently: the cards side by side in narrow
    // columns (900), the extras line on one line (720), the subtitle naming the trial (450).
    it.each([1280, 900, 720, 450, 390])(
      'keeps the room of the prices while they load, so the page below does not move when they arrive (%i px wide)',
      async (width) => {
        const { plansShown } = await openWithPlansHeld(width);
        await page.getByRole('status', { name: 'Loading plans' }).waitFor();
        const loading = await heightOf('pricing');
        await plansShown();
        expect(Math.abs((await heightOf('pricing')) - loading)).toBeLessThan(8);
      },
    );

    // At 450 px the subtitle's first text takes one line and the catalogue's two: the second line
    // kept while loading is given back when the prices cannot load.
    it('gives back the room kept for the subtitle when the prices cannot load', async () => {
      await open('/', 450, (fresh) => fresh.route(PLANS, plansUnavailable));
      const pricing = page.locator('#pricing');
      await pricing.getByText('We could not load our prices right now.').waitFor();
      const subtitle = pricing.getByText('Start with a free trial. No credit card required.');
      const { height, lineHeight } = await subtitle.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
      }));
      expect(height).toBeCloseTo(lineHeight, 0);
    });

    // Try again is hidden once pressed: a keyboard user's focus goes to the skeleton, then to the
    // first plan, instead of back to the top of the page.
    it('keeps the keyboard’s focus in the pricing section when trying again', async () => {
      let plans = { release: () => {} };
      await open('/', 1280, async (fresh) => {
        plans = await holdRequests(fresh, PLANS);
        // The first request fails; the next ones are held (the route added last is tried first).
        await fresh.route(PLANS, plansUnavailable, { times: 1 });
      });
      const pricing = page.locator('#pricing');
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
      await pricing.getByRole('button', { name: 'Try again' }).focus();
      await page.keyboard.press('Enter');
      await pricing.getByRole('status', { name: 'Loading plans' }).waitFor();
      expect(await focused()).toBe('Loading plans');
      plans.release();
      await pricing.getByRole('article', { name: 'Single Shop' }).waitFor();
      expect(await focused()).toBe('Single Shop');
      // The next Tab goes on from the first plan, to its call to action.
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('Start 14-day free trial of Single Shop');
    });

    it('keeps one FAQ answer open at a time, the first one at first, and closes an open one on click', async () => {
      await open('/');
      const faq = page.locator('#faq');
      const first = faq.getByRole('button', {
        name: 'Do I need a credit card to start the free trial?',
      });
      const second = faq.getByRole('button', { name: 'Which plan is right for my shop?' });
      expect(await first.getAttribute('aria-expanded')).toBe('true');
      expect(await second.getAttribute('aria-expanded')).toBe('false');
      await second.click();
      expect(await second.getAttribute('aria-expanded')).toBe('true');
      expect(await first.getAttribute('aria-expanded')).toBe('false');
      await faq.getByText('Growing Local adds AI keyword suggestions').waitFor();
      await second.click();
      expect(await second.getAttribute('aria-expanded')).toBe('false');
      expect(await faq.locator('[aria-expanded="true"]').count()).toBe(0);
      // docs/product.md §9: one set of plan names everywhere.
      expect(await faq.textContent()).not.toMatch(/Starter|Growth\b|Professional|Core|Premium/);
    });

    it('shows the plans of the billing service monthly, then yearly with the saving', async () => {
      await open('/#pricing');
      const pricing = page.locator('#pricing');
      const card = (name: string) => pricing.getByRole('article', { name });
      await card('Single Shop').waitFor();
      expect(
        await pricing
          .getByRole('article')
          .evaluateAll((cards) => cards.map((item) => item.querySelector('h3')?.textContent)),
      ).toEqual(['Single Shop', 'Growing Local', 'Local Chain']);
      expect(await card('Single Shop').textContent()).toMatch(
        /\$20\/month.*1 location.*25 keywords tracked.*3 competitors watched/,
      );
      expect(await card('Growing Local').textContent()).toMatch(
        /Most popular\$39\/month.*3 locations.*AI Keyword Suggestions.*Competitor Analysis/,
      );
      expect(await card('Local Chain').textContent()).toMatch(
        /\$79\/month.*10 locations.*AI Review Responses.*Reporting.*Priority Support/,
      );
      await pricing
        .getByText('Extra location $10/month · 14-day free trial · No credit card required')
        .waitFor();

      const yearly = pricing.getByRole('button', { name: 'Yearly 17% off' });
      await yearly.click();
      expect(await yearly.getAttribute('aria-pressed')).toBe('true');
      expect(await card('Single Shop').textContent()).toContain(
        '$200/year17% off — save 2 months free',
      );
      expect(await card('Growing Local').textContent()).toContain('$390/year');
      expect(await card('Local Chain').textContent()).toContain('$790/year');
      expect(
        await card('Local Chain')
          .getByRole('link', { name: 'Start 14-day free trial of Local Chain' })
          .getAttribute('href'),
      ).toBe('/signup');
    });

    it('colours demo ranks 1-3 green, 4-10 yellow and above 10 red', async () => {
      await open('/');
      const demo = page.locator('#demo');
      await demo.getByRole('tab', { name: 'Keywords' }).click();
      const colourOf = (rank: string) =>
        demo
          .getByText(rank, { exact: true })
          .evaluate((element) => [
            element.getAttribute('data-rank-tier'),
            getComputedStyle(element).backgroundColor,
          ]);
      const [top3, top10, low, alsoLow] = await Promise.all(
        ['#2', '#7', '#14', '#21'].map(colourOf),
      );
      expect([top3?.[0], top10?.[0], low?.[0], alsoLow?.[0]]).toEqual([
        'top3',
        'top10',
        'low',
        'low',
      ]);
      // Chakra's green.100, yellow.100 and red.100.
      expect([top3?.[1], top10?.[1], low?.[1]]).toEqual([
        'rgb(220, 252, 231)',
        'rgb(254, 249, 195)',
        'rgb(254, 226, 226)',
      ]);
      await demo.getByRole('tab', { name: 'Insights' }).click();
      await demo.getByText('Pumpkin spice season is starting').waitFor();
    });

    it('asks for an address before analysing, then shows the analysis of the server with two opportunities', async () => {
      await open('/');
      const widget = page.getByRole('region', { name: 'Free local SEO analysis' });
      await widget.getByRole('textbox', { name: 'Business address or city' }).fill('   ');
      await widget.getByRole('button', { name: 'Get My Free Analysis' }).click();
      expect(await widget.getByRole('alert').textContent()).toBe(
        'Please enter your business address or city',
      );

      await widget.getByRole('combobox', { name: 'Business type' }).selectOption('gym');
      await widget
        .getByRole('textbox', { name: 'Business address or city' })
        .fill('12 Main St, Springfield, IL');
      await expect(widget.getByRole('alert').count()).resolves.toBe(0);
      await widget.getByRole('button', { name: 'Get My Free Analysis' }).click();
      await widget.getByText('Local visibility score for 12 Main St, Springfield, IL').waitFor();
      await widget.getByText('High competition').waitFor();
      await widget.getByText('gym springfield', { exact: true }).waitFor();
      expect(
        await widget
          .getByRole('listitem')
          .filter({ hasText: /Google/ })
          .count(),
      ).toBe(2);
      expect(await widget.getByRole('alert').count()).toBe(0);

      // The same input gives the same analysis.
      const first = await widget.textContent();
      await widget.getByRole('button', { name: 'Analyze another business' }).click();
      await widget.getByRole('button', { name: 'Get My Free Analysis' }).click();
      await widget.getByText('Local visibility score for 12 Main St, Springfield, IL').waitFor();
      expect(await widget.textContent()).toBe(first);
    });

    it('shows "Analyzing Your Business..." while the analysis runs', async () => {
      await open('/');
      // Hold the request until the loading state has been seen (the server itself answers it).
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/analysis/local-seo**', async (route) => {
        await held;
        await route.continue();
      });
      const widget = page.getByRole('region', { name: 'Free local SEO analysis' });
      await widget.getByRole('textbox', { name: 'Business address or city' }).fill('Austin, TX');
      await widget.getByRole('button', { name: 'Get My Free Analysis' }).click();
      const busy = widget.getByRole('button', { name: 'Analyzing Your Business...' });
      await busy.waitFor();
      expect(await busy.isDisabled()).toBe(true);
      release();
      await widget.getByText('Local visibility score for Austin, TX').waitFor();
    });

    it('says the analysis failed and shows a fallback in the spec ranges when the server refuses the input', async () => {
      await open('/');
      const widget = page.getByRole('region', { name: 'Free local SEO analysis' });
      await widget.getByRole('combobox', { name: 'Business type' }).selectOption('boutique');
      // A place needs letters or digits: the analysis service refuses this one (400).
      await widget.getByRole('textbox', { name: 'Business address or city' }).fill('#@!?');
      await widget.getByRole('button', { name: 'Get My Free Analysis' }).click();
      expect(await widget.getByRole('alert').textContent()).toBe(
        'Sorry, there was an error generating your analysis. Please try again.',
      );
      await widget.getByText('A rough estimate made in your browser').waitFor();
      await widget.getByText('Low competition').waitFor();
      const figures = await widget.evaluate((element) => element.textContent ?? '');
      const score = Number(/(\d+)\/100/.exec(figures)?.[1]);
      const volume = Number(/Monthly searches([\d,]+)/.exec(figures)?.[1]?.replace(/,/g, ''));
      const ranking = Number(/Estimated ranking#(\d+)/.exec(figures)?.[1]);
      expect(score).toBeGreaterThanOrEqual(40);
      expect(score).toBeLessThanOrEqual(79);
      expect(volume).toBeGreaterThanOrEqual(500);
      expect(volume).toBeLessThanOrEqual(2499);
      expect(ranking).toBeGreaterThanOrEqual(5);
      expect(ranking).toBeLessThanOrEqual(19);
    });
  });

  describe('on a 375 px phone', () => {
    it('opens the menu and follows an anchor from it', async () => {
      await open('/', 375);
      expect(await horizontalOverflow(page)).toBe(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await menu.getByRole('link', { name: 'Local Business Pricing' }).click();
      await menu.waitFor({ state: 'detached' });
      await page.waitForFunction(
        () =>
          Math.abs(document.getElementById('pricing')?.getBoundingClientRect().top ?? 999) < 120,
      );
    });

    it('shows the call-to-action bar after 500 px, links it to /signup, and lets the visitor dismiss it', async () => {
      await open('/', 375);
      const bar = page.getByRole('region', { name: 'Start your free trial' });
      await scrollTo(450);
      await page.waitForTimeout(100);
      expect(await bar.count()).toBe(0);
      await scrollTo(600);
      await bar.waitFor();
      expect(await bar.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe(
        '/signup',
      );
      await bar.getByRole('button', { name: 'Dismiss' }).click();
      await bar.waitFor({ state: 'detached' });
      await scrollTo(1200);
      await page.waitForTimeout(100);
      expect(await bar.count()).toBe(0);
    });

    it('never hides the call-to-action bar on a wide screen', async () => {
      await open('/', 1280);
      await scrollTo(900);
      await page.waitForTimeout(100);
      expect(await page.getByRole('region', { name: 'Start your free trial' }).isVisible()).toBe(
        false,
      );
    });

    it.each(PUBLIC_PATHS)('fits %s in 375 px without horizontal scrolling', async (path) => {
      await open(path, 375);
      expect(await horizontalOverflow(page)).toBe(0);
    });
  });

  describe('accessibility', () => {
    it.each(PUBLIC_PATHS)('has no serious axe-core violations on %s', async (path) => {
      await open(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    it('has no serious axe-core violations while the plans are loading', async () => {
      // The catalogue request is held (the billing service still answers it) to look at the skeleton.
      const { plansShown } = await openWithPlansHeld();
      await page.getByRole('status', { name: 'Loading plans' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await plansShown();
    });

    it('has no serious axe-core violations in the analysis result or an open mobile menu', async () => {
      await open('/', 375);
      await page.getByRole('textbox', { name: 'Business address or city' }).fill('Austin');
      await page.getByRole('button', { name: 'Get My Free Analysis' }).click();
      await page.getByText('Local visibility score for Austin').waitFor();
      await page.getByRole('button', { name: 'Open menu' }).click();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });

  describe('footer newsletter', () => {
    it('signs a visitor up and stores it once, also when they sign up twice', async () => {
      const email = `visitor-${randomUUID()}@example.com`;
      await open('/');
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await page.getByRole('textbox', { name: 'Email address' }).fill(email);
        await page.getByRole('button', { name: 'Subscribe' }).click();
        await page
          .getByText('Thanks for subscribing! Check your email for a welcome message.')
          .waitFor();
        await page.reload();
      }
      const rows = await queryRows(
        testDatabaseUrl('chat', prefix),
        'SELECT business_type FROM newsletter_subscriptions WHERE email = $1',
        [email],
      );
      expect(rows).toEqual([{ business_type: 'local-business' }]);
    });

    it('asks for an email before calling the server', async () => {
      await open('/');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByText('Please enter your email address').waitFor();
    });

    it('shows the failure message when the server refuses the address', async () => {
      await open('/');
      await page.getByRole('textbox', { name: 'Email address' }).fill('not-an-email');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await page
        .getByText('Sorry, there was an error with your subscription. Please try again.')
        .waitFor();
    });
  });

  describe('contact page', () => {
    it('validates each field with the spec messages, clears an error on edit, and stores the ticket', async () => {
      await open('/contact');
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      for (const message of [
        'Name is required',
        'Email is required',
        'Subject is required',
        'Message is required',
      ])
        await form.getByText(message).waitFor();
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill('ann@');
      await form.getByText('Email is required').waitFor({ state: 'detached' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByText('Please enter a valid email address').waitFor();

      const email = `contact-${randomUUID()}@example.com`;
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ann Baker');
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await form.getByRole('combobox', { name: 'What is it about?' }).selectOption('general');
      await form.getByRole('textbox', { name: 'Subject', exact: true }).fill('Opening hours');
      await form
        .getByRole('textbox', { name: 'Message', exact: true })
        .fill('How do I show holiday hours on my listing?');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await page
        .getByText(
          "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.",
        )
        .waitFor();
      const rows = await queryRows(
        testDatabaseUrl('chat', prefix),
        'SELECT source, type, subject FROM support_tickets WHERE email = $1',
        [email],
      );
      expect(rows).toEqual([{ source: 'contact', type: 'general', subject: 'Opening hours' }]);
    });
  });

  describe('other public pages', () => {
    it('searches the blog by category, says Coming Soon and stores the notify-me form as a blog newsletter sign-up', async () => {
      await open('/blog');
      await page.getByRole('heading', { name: 'Coming Soon' }).waitFor();
      const categories = await page
        .getByRole('combobox', { name: 'Category' })
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(categories).toEqual([
        'all',
        'local-seo',
        'case-studies',
        'tips-tricks',
        'seasonal',
        'business-growth',
      ]);
      await page.getByRole('combobox', { name: 'Category' }).selectOption('seasonal');
      await page.getByRole('searchbox', { name: 'Search articles' }).fill('pumpkin');
      await page.getByText('No articles about “pumpkin” in Seasonal yet').waitFor();
      const notify = page.getByRole('form', { name: 'Notify me' });
      await notify.getByRole('button', { name: 'Notify Me' }).click();
      await page.getByText('Please enter your email address').waitFor();
      const email = `reader-${randomUUID()}@example.com`;
      await notify.getByRole('textbox', { name: 'Email address' }).fill(email);
      await notify.getByRole('button', { name: 'Notify Me' }).click();
      await page
        .getByText("Thanks for subscribing! You'll receive our latest local SEO insights.")
        .waitFor();
      const rows = await queryRows(
        testDatabaseUrl('chat', prefix),
        'SELECT source FROM newsletter_subscriptions WHERE email = $1',
        [email],
      );
      expect(rows).toEqual([{ source: 'blog' }]);
    });

    it('walks the guide chapter by chapter with previous and next', async () => {
      await open('/guide');
      await page.getByText('Chapter 1 of 6 · 15 min read').waitFor();
      const chapters = page.getByRole('navigation', { name: 'Chapters' }).getByRole('link');
      expect(await chapters.allTextContents()).toEqual([
        '1. Getting Started with Local SEO15 min',
        '2. Setting Up Google My Business20 min',
        '3. Local Keyword Research25 min',
        '4. Building Local Citations30 min',
        '5. Managing Online Reviews20 min',
        '6. Local Content Strategy35 min',
      ]);
      expect(await page.getByRole('link', { name: /^Previous/ }).count()).toBe(0);
      await page.getByRole('link', { name: 'Next: Setting Up Google My Business' }).click();
      await page.getByText('Chapter 2 of 6 · 20 min read').waitFor();
      const task = page.getByRole('checkbox', {
        name: 'Claim and verify your Google Business Profile',
      });
      await page.getByText('Claim and verify your Google Business Profile').click();
      expect(await task.isChecked()).toBe(true);
      await chapters.nth(5).click();
      await page.getByText('Chapter 6 of 6 · 35 min read').waitFor();
      expect(await page.getByRole('link', { name: /^Next/ }).count()).toBe(0);
      await page.getByRole('link', { name: 'Previous: Managing Online Reviews' }).click();
      await page.getByText('Chapter 5 of 6 · 20 min read').waitFor();
    });

    it('states the policies in the terms and the privacy policy', async () => {
      await open('/terms');
      const terms = (await page.locator('main').textContent()) ?? '';
      for (const statement of [
        '30-day money-back guarantee',
        '30 days notice',
        '5-10 business days',
        'prorated',
        '99.9% uptime',
        'Phone support is available only to Local Chain',
        '2-4 hours during business hours',
        'within 24 hours on weekends',
      ]) {
        expect(terms).toContain(statement);
      }
      await page.goto(url('/privacy'));
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      expect(await page.locator('main').textContent()).toContain('We do not sell your data');
    });

    it('offers four ways to open an email link, with troubleshooting tips', async () => {
      await open('/email-test');
      expect(await page.locator('main h2').allTextContents()).toEqual([
        '1. A plain email link',
        '2. The page goes to the email link',
        '3. The page opens the email link as a window',
        '4. A link the page clicks',
        'Troubleshooting tips',
      ]);
      expect(
        await page.getByRole('link', { name: 'Email support@nearbly.app' }).getAttribute('href'),
      ).toBe('mailto:support@nearbly.app?subject=Email%20link%20test&body=Hello%20Nearbly%20team%2C');
      for (const name of ['Open my email app', 'Open as a window', 'Click a link for me'])
        await page.getByRole('button', { name }).waitFor();
      await page.getByRole('button', { name: 'Copy support@nearbly.app' }).waitFor();
    });

    it('serves robots.txt and sitemap.xml listing the public pages', async () => {
      const robots = await fetch(url('/robots.txt'));
      expect(robots.status).toBe(200);
      expect(await robots.text()).toContain('Sitemap: https://nearbly.app/sitemap.xml');
      const sitemap = await (await fetch(url('/sitemap.xml'))).text();
      for (const path of ['/', '/guide', '/blog', '/contact', '/privacy', '/terms'])
        expect(sitemap).toContain(`<loc>https://nearbly.app${path}</loc>`);
    });

    it('shows the not-found page for an unknown path, with a way home', async () => {
      await open('/no-such-page');
      await page.getByText('Oops! Page not found').waitFor();
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await page.waitForURL(url('/'));
    });
  });
});
