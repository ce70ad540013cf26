import type { TNotificationPreferences } from '@app/contracts';

import type { BusinessType, SignupRequest, Timezone } from './auth.types';

type Option<T extends string> = { value: T; label: string };

// docs/product.md §3: business types and their labels; sign-up offers the first three.
export const BUSINESS_TYPE_OPTIONS: readonly Option<BusinessType>[] = [
  { value: 'cafe', label: 'Coffee Shop/Cafe' },
  { value: 'boutique', label: 'Boutique/Retail' },
  { value: 'gym', label: 'Gym/Fitness' },
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'other', label: 'Other' },
];

export const SIGNUP_BUSINESS_TYPE_OPTIONS: readonly Option<SignupRequest['businessType']>[] = [
  { value: 'cafe', label: 'Coffee Shop/Cafe' },
  { value: 'boutique', label: 'Boutique/Retail' },
  { value: 'gym', label: 'Gym/Fitness' },
];

// docs/product.md §3: the timezones the settings offer.
export const TIMEZONE_OPTIONS: readonly Option<Timezone>[] = [
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
];

export type NotificationKey = keyof TNotificationPreferences;

// docs/product.md §3: the six notification preferences, in this order.
export const NOTIFICATION_OPTIONS: readonly {
  key: NotificationKey;
  label: string;
  description: string;
}[] = [
  { key: 'weeklyReports', label: 'Weekly Reports', description: 'A short summary of your week.' },
  {
    key: 'rankingAlerts',
    label: 'Ranking Alerts',
    description: 'When one of your keywords moves up or down noticeably.',
  },
  { key: 'newReviews', label: 'New Reviews', description: 'When a customer leaves a review.' },
  {
    key: 'aiInsights',
    label: 'AI Insights',
    description: 'New suggestions for getting found by people nearby.',
  },
  {
    key: 'competitorUpdates',
    label: 'Competitor Updates',
    description: 'When a competitor near you changes something that matters.',
  },
  {
    key: 'productUpdates',
    label: 'Product Updates',
    description: 'New features and improvements to Nearbly.',
  },
];

// docs/product.md §2 Signup: the password hint.
export const PASSWORD_HINT =
  'Minimum 12 characters with upper, lower, number and symbol. Do not use your email.';
