import { category } from './categories';
import { startOfUtcDay } from './deterministic';
import type { TLocation, TSandboxState, TTimePeriod } from './sandbox-state';
import { COFFEE_TEXTS, seedReviews, type TReviewTexts } from './seed-reviews';

// Ids of the seed, for tests and the demo.
export const SEED = {
  users: { owner: 'maria.lopez@example.com', noLocations: 'sam.rivera@example.com', agency: 'alex.chen@example.com' },
  accounts: { owner: '1080000000000000001', noLocations: '1080000000000000002', agencyPersonal: '1080000000000000003', yoga: '1080000000000000004', bikes: '1080000000000000005' },
  locations: { cornerBean: '4780000000000000001', cornerBeanEast: '4780000000000000002', yoga: '4780000000000000003', bikes: '4780000000000000004' },
} as const;

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

const hours = (weekdays: [number, number], weekend: [number, number]): { periods: TTimePeriod[] } => ({
  periods: DAYS.map((day, index) => {
    const [open, close] = index < 5 ? weekdays : weekend;
    return { openDay: day, openTime: { hours: open }, closeDay: day, closeTime: { hours: close } };
  }),
});

const address = (line: string, postalCode: string) => ({
  regionCode: 'US',
  languageCode: 'en',
  postalCode,
  administrativeArea: 'TX',
  locality: 'Austin',
  addressLines: [line],
});

// The demo's coffee shop, as the demo account describes it (name, address, phone, website,
// hours, categories, description), and its second shop across town.
const cornerBean: TLocation = {
  id: SEED.locations.cornerBean,
  accountId: SEED.accounts.owner,
  placeId: 'ChIJsandboxCornerBean0001',
  fields: {
    languageCode: 'en',
    storeCode: 'CB-CONGRESS',
    title: 'Corner Bean Coffee',
    phoneNumbers: { primaryPhone: '(512) 555-0142' },
    categories: { primaryCategory: category('coffee_shop'), additionalCategories: [category('cafe'), category('bakery')] },
    storefrontAddress: address('118 Congress Ave', '78701'),
    websiteUri: 'https://cornerbeancoffee.example',
    regularHours: hours([7, 18], [8, 16]),
    latlng: { latitude: 30.2636, longitude: -97.7447 },
    openInfo: { status: 'OPEN', canReopen: true },
    profile: {
      description:
        'Corner Bean Coffee is a neighbourhood coffee shop on Congress Avenue in downtown Austin. We roast our beans in small batches, ' +
        'pull espresso from a La Marzocco, and bake croissants, scones and breakfast sandwiches fresh every morning. Fast wifi, ' +
        'plenty of outlets and a shaded patio make it an easy place to work or meet.',
    },
  },
};

const cornerBeanEast: TLocation = {
  id: SEED.locations.cornerBeanEast,
  accountId: SEED.accounts.owner,
  placeId: 'ChIJsandboxCornerBean0002',
  fields: {
    languageCode: 'en',
    storeCode: 'CB-EAST6',
    title: 'Corner Bean Coffee East 6th',
    phoneNumbers: { primaryPhone: '(512) 555-0178' },
    categories: { primaryCategory: category('coffee_shop'), additionalCategories: [category('espresso_bar')] },
    storefrontAddress: address('1100 E 6th St', '78702'),
    websiteUri: 'https://cornerbeancoffee.example/east',
    regularHours: hours([7, 17], [8, 15]),
    latlng: { latitude: 30.2649, longitude: -97.7301 },
    openInfo: { status: 'OPEN', canReopen: true },
    profile: { description: 'The East Austin branch of Corner Bean Coffee: espresso, pour overs and pastries from our Congress Avenue bakery.' },
  },
};

const agencyLocation = (id: string, accountId: string, title: string, gcid: string, line: string, phone: string): TLocation => ({
  id,
  accountId,
  placeId: `ChIJsandbox${id.slice(-4)}`,
  fields: {
    languageCode: 'en',
    title,
    phoneNumbers: { primaryPhone: phone },
    categories: { primaryCategory: category(gcid) },
    storefrontAddress: address(line, '78704'),
    regularHours: hours([9, 19], [10, 16]),
    openInfo: { status: 'OPEN', canReopen: true },
  },
});

const YOGA_TEXTS: TReviewTexts = {
  5: ['Calm studio and patient teachers.', 'The morning flow class is the best start to my day.'],
  4: ['Good classes, the changing room is small.'],
  3: ['Nice teachers but classes are often full.'],
  2: ['Class started 15 minutes late.'],
  1: ['Charged twice for one class pass.'],
  reply: ['Thank you for practising with us!'],
};

const BIKE_TEXTS: TReviewTexts = {
  5: ['Fixed my wheel the same day.', 'Honest prices and great advice.'],
  4: ['Good repair, a bit slower than promised.'],
  3: ['Okay service, the shop was very busy.'],
  2: ['My brakes squeaked again after a week.'],
  1: ['Lost my repair ticket and blamed me.'],
  reply: ['Thanks for riding with us!'],
};

// The seed, for the day `now` falls on: the same day gives the same state.
export const seedState = (now: Date): TSandboxState => {
  const day = startOfUtcDay(now);
  const anchor = new Date(day.getTime() + 12 * 3_600_000);
  const reviews = [
    ...seedReviews({ locationId: SEED.locations.cornerBean, count: 64, weights: [1, 1, 2, 10, 34], texts: COFFEE_TEXTS, spanDays: 540, unansweredRecent: 3, fixedRatings: { 1: 2, 17: 1, 30: 3 } }, anchor),
    ...seedReviews({ locationId: SEED.locations.cornerBeanEast, count: 14, weights: [1, 0, 1, 4, 8], texts: COFFEE_TEXTS, spanDays: 300, unansweredRecent: 2 }, anchor),
    ...seedReviews({ locationId: SEED.locations.yoga, count: 6, weights: [0, 0, 1, 2, 3], texts: YOGA_TEXTS, spanDays: 200, unansweredRecent: 1 }, anchor),
    ...seedReviews({ locationId: SEED.locations.bikes, count: 6, weights: [1, 1, 0, 1, 3], texts: BIKE_TEXTS, spanDays: 200, unansweredRecent: 1 }, anchor),
  ];
  return {
    version: 1,
    seededAt: day.toISOString(),
    users: [
      { id: '109000000000000000001', email: SEED.users.owner, givenName: 'Maria', familyName: 'Lopez', accountIds: [SEED.accounts.owner] },
      { id: '109000000000000000002', email: SEED.users.noLocations, givenName: 'Sam', familyName: 'Rivera', accountIds: [SEED.accounts.noLocations] },
      {
        id: '109000000000000000003',
        email: SEED.users.agency,
        givenName: 'Alex',
        familyName: 'Chen',
        accountIds: [SEED.accounts.agencyPersonal, SEED.accounts.yoga, SEED.accounts.bikes],
      },
    ],
    accounts: [
      { id: SEED.accounts.owner, accountName: 'Maria Lopez', type: 'PERSONAL' },
      { id: SEED.accounts.noLocations, accountName: 'Sam Rivera', type: 'PERSONAL' },
      { id: SEED.accounts.agencyPersonal, accountName: 'Alex Chen', type: 'PERSONAL' },
      { id: SEED.accounts.yoga, accountName: 'Lakeside Yoga Studio', type: 'LOCATION_GROUP' },
      { id: SEED.accounts.bikes, accountName: 'Fix-It Bikes', type: 'LOCATION_GROUP' },
    ],
    locations: [
      cornerBean,
      cornerBeanEast,
      agencyLocation(SEED.locations.yoga, SEED.accounts.yoga, 'Lakeside Yoga Studio', 'yoga_studio', '2100 S Lamar Blvd', '(512) 555-0190'),
      agencyLocation(SEED.locations.bikes, SEED.accounts.bikes, 'Fix-It Bikes', 'bicycle_repair_shop', '1500 S 1st St', '(512) 555-0133'),
    ],
    reviews,
    notificationSettings: {},
    grants: [],
    accessTokens: [],
    codes: [],
    counter: 0,
  };
};
