import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Kafka, logLevel } from 'kafkajs';
import { demoReviewEvents } from './demo-reviews.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// The demo account `npm start` prints: created through the public API, so it is a real account
// with a real business; a second start finds it there (409) and leaves it as it is.
export const DEMO_ACCOUNT = {
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'demo@nearbly.app',
  password: 'Corner-Bean-2026!',
  businessName: 'Corner Bean Coffee',
  businessType: 'cafe',
  businessAddress: '118 Congress Ave, Austin, TX 78701',
};

// What the demo owner tracks (docs/product.md §2 Onboarding: coffee keywords and sample competitors).
export const DEMO_KEYWORDS = [
  'coffee shop near me',
  'best latte austin',
  'cold brew austin',
  'espresso bar austin',
  'cafe with wifi austin',
  'breakfast cafe austin',
  'oat latte austin',
  'pastries and coffee austin',
];
export const DEMO_COMPETITORS = ['Austin Coffee Roasters', 'The Daily Grind', 'Bean & Leaf Cafe'];

const call = async (baseUrl, method, path, token, body) => {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};

// Right after sign-up, billing may still be starting the trial the keyword limit comes from.
const retrying = async (attempt) => {
  for (let tries = 0; ; tries += 1) {
    const result = await attempt();
    if (result.status !== 503 || tries >= 10) return result;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
};

// Onboarding done, keywords and competitors tracked (ranks and their simulated history follow
// from the analysis service's rank checks). Leaves an account that already has keywords alone.
const seedDemoAnalysis = async (baseUrl) => {
  const login = await call(baseUrl, 'POST', '/auth/login', undefined, { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
  if (login.status !== 200) throw new Error(`demo sign-in answered ${login.status}`);
  const token = login.body.token;
  const state = await call(baseUrl, 'GET', '/onboarding', token);
  if (state.status !== 200) throw new Error(`onboarding state answered ${state.status}`);
  if (state.body.keywords.length > 0) return;
  await call(baseUrl, 'PATCH', '/onboarding', token, { gmbConnected: true });
  const keywords = await retrying(() => call(baseUrl, 'POST', '/dashboard/keywords', token, { keywords: DEMO_KEYWORDS }));
  if (keywords.status !== 201) throw new Error(`demo keywords answered ${keywords.status}: ${JSON.stringify(keywords.body)}`);
  await retrying(() => call(baseUrl, 'POST', '/onboarding/competitors', token, { competitors: DEMO_COMPETITORS }));
  await call(baseUrl, 'PATCH', '/onboarding', token, { completed: true });
};

// The demo business's reviews arrive the way an import brings them: `reviews.review.received`
// events on Kafka (stable external ids, so every start may send them again and add nothing).
const seedDemoReviews = async (baseUrl) => {
  const login = await call(baseUrl, 'POST', '/auth/login', undefined, { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
  if (login.status !== 200) throw new Error(`demo sign-in answered ${login.status}`);
  const { businessId } = login.body.user;
  const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
  const producer = new Kafka({ clientId: 'seed-demo', brokers, logLevel: logLevel.NOTHING }).producer({ allowAutoTopicCreation: false });
  await producer.connect();
  try {
    const events = demoReviewEvents(businessId);
    await producer.send({
      topic: 'reviews.review.received',
      acks: -1,
      messages: events.map((event) => ({ key: businessId, value: JSON.stringify(event) })),
    });
  } finally {
    await producer.disconnect();
  }
};

// The demo's GMB listing, filled in the way the owner would on the GMB page (once: later edits of
// the demo owner are kept). Its score then misses only the replies to the three recent reviews.
export const DEMO_LISTING = {
  phone: '(512) 555-0142',
  website: 'https://cornerbeancoffee.example',
  description:
    'Corner Bean Coffee is a neighbourhood coffee shop on Congress Avenue in downtown Austin. We roast our beans in small batches, ' +
    'pull espresso from a La Marzocco, and bake croissants, scones and breakfast sandwiches fresh every morning. Fast wifi, ' +
    'plenty of outlets and a shaded patio make it an easy place to work or meet.',
  categories: ['Coffee shop', 'Cafe', 'Bakery'],
  photosCount: 24,
};

const signIn = async (baseUrl) => {
  const login = await call(baseUrl, 'POST', '/auth/login', undefined, { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
  if (login.status !== 200) throw new Error(`demo sign-in answered ${login.status}`);
  return { token: login.body.token, businessId: login.body.user.businessId };
};

const seedDemoListing = async (baseUrl) => {
  const { token } = await signIn(baseUrl);
  const listing = await call(baseUrl, 'GET', '/gmb/listing', token);
  if (listing.status !== 200) throw new Error(`listing answered ${listing.status}`);
  if (listing.body.phone !== null) return;
  const patched = await call(baseUrl, 'PATCH', '/gmb/listing', token, DEMO_LISTING);
  if (patched.status !== 200) throw new Error(`listing update answered ${patched.status}: ${JSON.stringify(patched.body)}`);
};

// docs/product.md §9 listing figures (1247 views, 89 clicks, 23 calls, 156 direction requests in the last 30
// days): there is no Google Business Profile to read them from, so the analysis service's own
// command writes the demo's modelled days into its own database (services/analysis/src/demo-metrics.ts).
const seedDemoMetrics = async (baseUrl) => {
  const { businessId } = await signIn(baseUrl);
  await promisify(execFile)(process.execPath, [join(root, 'services/analysis/dist/demo-metrics.js'), businessId], { cwd: root, env: process.env });
};

// Insights generated now from the demo's own data (ranks, competitors, reviews, listing, season),
// once its reviews have arrived; docs/product.md §9: the demo shows 2 unread, the others are marked read.
const DEMO_UNREAD_INSIGHTS = 2;
const seedDemoInsights = async (baseUrl) => {
  const { token } = await signIn(baseUrl);
  for (let tries = 0; tries < 40; tries += 1) {
    const page = await call(baseUrl, 'GET', '/reviews?limit=1', token);
    if (page.status === 200 && page.body.total === demoReviewEvents('00000000-0000-4000-8000-000000000000').length && !page.body.isSample) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const refreshed = await call(baseUrl, 'POST', '/dashboard/insights/refresh', token);
  if (refreshed.status !== 200) throw new Error(`insights refresh answered ${refreshed.status}`);
  // The first two unread (highest priority) stay unread; what the demo owner read stays read.
  const unread = refreshed.body.insights.filter((insight) => !insight.isRead);
  for (const insight of unread.slice(DEMO_UNREAD_INSIGHTS)) await call(baseUrl, 'PATCH', `/dashboard/insights/${insight.id}/read`, token);
};

// One geo-grid scan of the first demo keyword (docs/product.md, Visibility), so the Visibility page
// has a grid to show; the simulator runs it in the background (25 of the month's lookups). Once.
const seedDemoScan = async (baseUrl) => {
  const { token } = await signIn(baseUrl);
  const scans = await call(baseUrl, 'GET', `/visibility/scans?keyword=${encodeURIComponent(DEMO_KEYWORDS[0])}`, token);
  if (scans.status !== 200) throw new Error(`visibility scans answered ${scans.status}`);
  if (scans.body.length > 0) return;
  const created = await retrying(() => call(baseUrl, 'POST', '/visibility/scans', token, { keyword: DEMO_KEYWORDS[0], gridSize: 5, radiusKm: 1 }));
  if (created.status !== 202) throw new Error(`demo scan answered ${created.status}: ${JSON.stringify(created.body)}`);
};

export const seedDemoAccount = async (baseUrl) => {
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNT),
  });
  if (response.status !== 201 && response.status !== 409) {
    const body = await response.text();
    throw new Error(`demo sign-up answered ${response.status}: ${body.slice(0, 200)}`);
  }
  await seedDemoAnalysis(baseUrl);
  await seedDemoReviews(baseUrl);
  await seedDemoListing(baseUrl);
  await seedDemoMetrics(baseUrl);
  await seedDemoInsights(baseUrl);
  await seedDemoScan(baseUrl);
  return response.status === 201 ? 'created' : 'exists';
};
