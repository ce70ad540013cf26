import type { Plan, Subscription } from '../generated/prisma/client';
import { dueStatus, toChangedEvent, toSubscription, trialDaysLeft } from './subscription-view';

const DAY_MS = 86_400_000;
const now = new Date('2026-11-21T08:00:00.000Z');
const plan: Plan = { name: 'Growing Local', priceMonthlyCents: 3900, priceYearlyCents: 39000, locationLimit: 3, keywordLimit: 100, competitorLimit: 10, features: [], mostPopular: true, sortOrder: 2 };
const row = (overrides: Partial<Subscription> = {}): Subscription & { plan: Plan } => ({
  businessId: '7d8c5f5e-4a55-4d1c-9b8a-7f1f8e3e2c11',
  userId: 'c2b9f0a4-1f7e-4a4f-8d0b-3e2f5a6b7c8d',
  planName: 'Growing Local',
  status: 'trialing',
  trialEndsAt: new Date(now.getTime() + 14 * DAY_MS),
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  stripeCustomerId: null,
  stripeSubscriptionId: null,
  stripeStateAt: null,
  stripeStateKey: null,
  createdAt: now,
  updatedAt: now,
  ...overrides,
  plan,
});

describe('subscription view', () => {
  it('counts trial days up: 14 at the start, 1 in the last hours, 0 after', () => {
    expect(trialDaysLeft(row(), now)).toBe(14);
    expect(trialDaysLeft(row({ trialEndsAt: new Date(now.getTime() + 3_600_000) }), now)).toBe(1);
    expect(trialDaysLeft(row({ trialEndsAt: new Date(now.getTime() - 1) }), now)).toBe(0);
  });

  it('ends a trial as expired, or as canceled when cancellation was asked for', () => {
    const ended = { trialEndsAt: new Date(now.getTime() - 1) };
    expect(dueStatus(row(ended), now)).toBe('expired');
    expect(dueStatus(row({ ...ended, cancelAtPeriodEnd: true }), now)).toBe('canceled');
    expect(dueStatus(row(), now)).toBeUndefined();
  });

  it('keeps a cancelled paid subscription until its period end', () => {
    const paid = { status: 'active', trialEndsAt: null, cancelAtPeriodEnd: true, stripeSubscriptionId: 'sub_1' };
    expect(dueStatus(row({ ...paid, currentPeriodEnd: new Date(now.getTime() + 1) }), now)).toBeUndefined();
    expect(dueStatus(row({ ...paid, currentPeriodEnd: new Date(now.getTime() - 1) }), now)).toBe('canceled');
    expect(dueStatus(row({ ...paid, cancelAtPeriodEnd: false, currentPeriodEnd: new Date(now.getTime() - 1) }), now)).toBeUndefined();
  });

  it('ends a period not billed by Stripe (local mode) at its end: nothing renews it', () => {
    const local = { status: 'active', trialEndsAt: null, cancelAtPeriodEnd: false, stripeSubscriptionId: null };
    expect(dueStatus(row({ ...local, currentPeriodEnd: new Date(now.getTime() + 1) }), now)).toBeUndefined();
    expect(dueStatus(row({ ...local, currentPeriodEnd: new Date(now.getTime() - 1) }), now)).toBe('canceled');
  });

  it('is read-only only once expired or canceled, and checks ranks weekly only on Single Shop', () => {
    expect(toSubscription(row({ status: 'past_due' }), now).readOnly).toBe(false);
    expect(toSubscription(row({ status: 'expired' }), now)).toMatchObject({ readOnly: true, isTrialActive: false, trialDaysLeft: 0 });
    expect(toChangedEvent(row(), now).rankCheckFrequency).toBe('daily');
    expect(toChangedEvent({ ...row({ planName: 'Single Shop' }), plan: { ...plan, name: 'Single Shop' } }, now).rankCheckFrequency).toBe('weekly');
  });
});
