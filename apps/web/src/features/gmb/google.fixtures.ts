import type { TGoogleConnection, TGoogleLocationChoice, TGoogleSync } from '@app/contracts';

// Connections and locations as the BFF answers them, for the specs of the pages that show them.
export const coffeeShop: TGoogleLocationChoice = {
  name: 'locations/1001',
  account: 'accounts/501',
  title: 'Corner Bean Coffee',
  address: '118 Congress Ave, Austin, TX 78701',
};
export const secondShop: TGoogleLocationChoice = {
  name: 'locations/1002',
  account: 'accounts/501',
  title: 'Corner Bean Coffee — East',
  address: '2100 E Cesar Chavez St, Austin, TX 78702',
};

const idle = (lastSyncedAt: string | null = null): TGoogleSync => ({
  state: 'idle',
  lastSyncedAt,
  imported: null,
  error: null,
  progress: null,
});

export const googleConnection = (overrides: Partial<TGoogleConnection> = {}): TGoogleConnection => ({
  status: 'connected',
  source: 'google-sandbox',
  googleEmail: 'maria.lopez@example.com',
  location: coffeeShop,
  connectedAt: '2026-11-24T15:00:00.000Z',
  message: null,
  sync: {
    listing: idle('2026-11-24T15:01:00.000Z'),
    reviews: idle('2026-11-24T15:02:00.000Z'),
    performance: idle(),
  },
  ...overrides,
});

export const notConnected = (): TGoogleConnection =>
  googleConnection({
    status: 'not_connected',
    googleEmail: null,
    location: null,
    connectedAt: null,
    sync: { listing: idle(), reviews: idle(), performance: idle() },
  });
