// Web benchmark (issue 6): the landing page `/` served by the whole running system (BFF serving the
// web build, the five services behind it, so the pricing cards read the real catalogue).
// Prints the landing page's initial JavaScript (every script Chromium fetches to show `/`, gzipped
// at level 9 as the BFF serves it, plus the Brotli bytes actually sent) and the four Lighthouse
// scores (performance, accessibility, best practices, SEO) for mobile (Lighthouse's default:
// simulated slow 4G and a 4x slower CPU) and desktop, with Debian's Chromium. Lighthouse figures
// vary from run to run (more so on a shared machine): each form factor is run LIGHTHOUSE_RUNS times
// (5) and the median run (by performance score) reported, with every run's score and the load.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import testSupport from '@app/test-support';

const { CHROMIUM_PATH, launchBrowser, startSystem } = testSupport;
// WEB_DIST (also read by the BFF) measures another build, e.g. an older one for a comparison.
const WEB_DIST = process.env.WEB_DIST ?? join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const BUDGET_KB = 150;
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// The same flags as the e2e tests: headless and off the (closed) network.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

// Every script the browser loads for `/` until the network is quiet (route chunks included).
async function initialJavaScript(baseUrl) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const path = new URL(response.url()).pathname;
      const sizes = await response
        .request()
        .sizes()
        .catch(() => ({ responseBodySize: 0 }));
      scripts.set(path, sizes.responseBodySize);
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Local Business Pricing' }).waitFor();
    let gzip = 0;
    let raw = 0;
    let sent = 0;
    for (const [path, bodySize] of scripts) {
      const source = readFileSync(join(WEB_DIST, path));
      raw += source.length;
      gzip += gzipSync(source, { level: 9 }).length;
      sent += bodySize;
    }
    return { files: scripts.size, raw, gzip, sent };
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(url, config) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      config,
    );
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    );
    // What cost points, so a low score says why.
    const failing = Object.values(audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual',
      )
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    return {
      ...scores,
      LCP: audits['largest-contentful-paint']?.displayValue,
      TBT: audits['total-blocking-time']?.displayValue,
      failing,
    };
  } finally {
    chrome.kill();
  }
}

const main = async () => {
  const system = await startSystem({
    databasePrefix: 'nearbly_test_bench_web',
    bffEnv: { LOG_LEVEL: 'warn' },
  });
  try {
    const js = await initialJavaScript(system.baseUrl);
    console.log(
      `\nLanding page initial JavaScript: ${js.files} files, ${kb(js.raw)} KB raw, ${kb(js.gzip)} KB gzipped (budget ${BUDGET_KB} KB: ${js.gzip / 1024 <= BUDGET_KB ? 'within' : 'OVER'}), ${kb(js.sent)} KB sent (Brotli)`,
    );
    const rows = [];
    for (const [name, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ]) {
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        const load = loadavg()[0].toFixed(1);
        runs.push({ ...(await lighthouseScores(`${system.baseUrl}/`, config)), load });
      }
      const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
      const { failing, load: _load, ...median } = byPerformance[Math.floor(runs.length / 2)];
      rows.push({
        'form factor': name,
        ...median,
        'performance of each run': runs.map((run) => run.performance).join(' '),
        'load average (1 min) at each run': runs.map((run) => run.load).join(' '),
      });
      if (failing.length > 0)
        console.log(`${name} (median run): audits below 0.9: ${failing.join(', ')}`);
    }
    console.log(
      `\nLighthouse on / (scores out of 100; median of ${LIGHTHOUSE_RUNS} runs by performance)`,
    );
    console.table(rows);
  } finally {
    await system.stop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
