import type { Business, User } from '@/features/auth/auth.types';
import type { NotificationPreferences, SessionInfo } from '@/features/settings/settings.api';

export const sampleUser: User = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  email: 'maria@cornercoffee.com',
  firstName: 'Maria',
  lastName: 'Lopez',
  displayName: 'Maria Lopez',
  phone: '+1 512 555 0100',
  businessId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  twoFactorEnabled: false,
  emailVerified: true,
  hasPassword: true,
  createdAt: '2025-01-15T10:00:00.000Z',
};

export const sampleBusiness: Business = {
  id: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  businessName: 'Corner Coffee Co.',
  businessType: 'cafe',
  address: '100 Congress Ave, Austin, TX',
  city: 'Austin, TX',
  website: 'https://cornercoffee.com',
  timezone: 'America/Chicago',
};

export const samplePreferences: NotificationPreferences = {
  weeklyReports: true,
  rankingAlerts: true,
  newReviews: false,
  aiInsights: true,
  competitorUpdates: false,
  productUpdates: false,
};

export const sampleSessions: SessionInfo[] = [
  {
    id: 'a1a1a1a1-0000-4000-8000-000000000001',
    device: 'Chrome on macOS',
    location: 'Austin, US',
    lastActive: new Date().toISOString(),
    current: true,
  },
  {
    id: 'a1a1a1a1-0000-4000-8000-000000000002',
    device: 'Safari on iPhone',
    location: 'Austin, US',
    lastActive: new Date(Date.now() - 3 * 3600_000).toISOString(),
    current: false,
  },
];
