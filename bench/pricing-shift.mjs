// Pricing layout shift: the landing page's pricing section while its plans load (the skeleton) and
// once the catalogue has arrived, at every width from 320 to 1280 px (BENCH_STEP px apart, 8), in
// Debian's Chromium on the whole running system (the cards read the real catalogue). The plans'
// request is held until the skeleton is measured, as on a slow connection. Prints how far the page
// below the section moves when the prices arrive (height after minus before), as runs of widths
// with the same shift, the largest shift and the widths where it reaches 8 px (the e2e tolerance).
// WEB_DIST (also read by the BFF) measures another build, e.g. an older one for a comparison.
import testSupport from '@app/test-support';

const { holdRequests, launchBrowser, startSystem, twoFrames } = testSupport;
const STEP = Math.max(1, Number(process.env.BENCH_STEP ?? 8));
const TOLERANCE_PX = 8;

const sectionHeight = (page) =>
  page.evaluate(() => document.getElementById('pricing').getBoundingClientRect().height);

// The section's height with the plans held, then once they have arrived and are laid out.
async function shiftAt(browser, baseUrl, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  try {
    const page = await context.newPage();
    const plans = await holdRequests(page, '**/api/billing/plans');
    await page.goto(`${baseUrl}/`);
    await page.getByRole('status', { name: 'Loading plans' }).waitFor();
    const loading = await sectionHeight(page);
    plans.release();
    await page.locator('#pricing').getByRole('article', { name: 'Single Shop' }).waitFor();
    await twoFrames(page);
    return Math.round((await sectionHeight(page)) - loading);
  } finally {
    await context.close();
  }
}

const main = async () => {
  const system = await startSystem({
    databasePrefix: 'nearbly_test_bench_pricing',
    bffEnv: { LOG_LEVEL: 'warn' },
  });
  const browser = await launchBrowser();
  try {
    const shifts = [];
    for (let width = 320; width <= 1280; width += STEP)
      shifts.push({ width, shift: await shiftAt(browser, system.baseUrl, width) });
    const runs = [];
    for (const { width, shift } of shifts) {
      const last = runs.at(-1);
      if (last && last.shift === shift) last.to = width;
      else runs.push({ from: width, to: width, shift });
    }
    console.log(
      `\nPricing section: height once the plans arrive minus while they load (every ${STEP} px)`,
    );
    console.table(
      runs.map(({ from, to, shift }) => ({
        widths: from === to ? `${from} px` : `${from}-${to} px`,
        'shift (px)': shift,
      })),
    );
    const over = shifts.filter(({ shift }) => Math.abs(shift) >= TOLERANCE_PX);
    const largest = Math.max(...shifts.map(({ shift }) => Math.abs(shift)));
    console.log(
      `largest shift ${largest} px; ${over.length} of ${shifts.length} widths at ${TOLERANCE_PX} px or more${over.length ? `: ${over.map(({ width }) => width).join(', ')}` : ''}`,
    );
  } finally {
    await browser.close();
    await system.stop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
