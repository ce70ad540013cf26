import {
  BUSINESS_TYPES,
  DEFAULT_TIMEZONE,
  TIMEZONES,
  type TBusiness,
  type TNotificationPreferences,
  type TUser,
} from '@app/contracts';
import type { Business, NotificationPreferences, User } from '../generated/prisma/client';

// Rows → the shapes of the contracts. Hashes, secrets and tokens never leave through here.

const oneOf = <TValue extends string>(
  values: readonly TValue[],
  value: string,
  fallback: TValue,
): TValue => ((values as readonly string[]).includes(value) ? (value as TValue) : fallback);

export const displayNameOf = (user: Pick<User, 'firstName' | 'lastName' | 'email'>): string =>
  `${user.firstName} ${user.lastName}`.trim() || (user.email.split('@')[0] ?? user.email);

export const toUser = (user: User, businessId: string): TUser => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  displayName: displayNameOf(user),
  phone: user.phone,
  businessId,
  twoFactorEnabled: user.twoFactorEnabled,
  emailVerified: user.emailVerifiedAt !== null,
  hasPassword: user.passwordHash !== null,
  createdAt: user.createdAt.toISOString(),
});

export const toBusiness = (business: Business): TBusiness => ({
  id: business.id,
  businessName: business.name,
  businessType: oneOf(BUSINESS_TYPES, business.type, 'other'),
  address: business.address,
  city: business.city,
  website: business.website,
  timezone: oneOf(TIMEZONES, business.timezone, DEFAULT_TIMEZONE),
});

export const toPreferences = (row: NotificationPreferences): TNotificationPreferences => ({
  weeklyReports: row.weeklyReports,
  rankingAlerts: row.rankingAlerts,
  newReviews: row.newReviews,
  aiInsights: row.aiInsights,
  competitorUpdates: row.competitorUpdates,
  productUpdates: row.productUpdates,
});
