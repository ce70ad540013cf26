import { createHash } from 'node:crypto';
import type Stripe from 'stripe';

// The Stripe customer an event is about: the customer itself, or the `customer` of its object.
export const customerOfEvent = (event: Stripe.Event): string | undefined => {
  const object = event.data.object as { object?: string; id?: string; customer?: unknown };
  if (object.object === 'customer') return object.id;
  const { customer } = object;
  if (typeof customer === 'string') return customer;
  return typeof customer === 'object' && customer !== null && 'id' in customer && typeof customer.id === 'string' ? customer.id : undefined;
};

// Erased customers and businesses are remembered by these hashes only.
export const customerHash = (customerId: string): string => createHash('sha256').update(customerId).digest('hex');
export const businessHash = (businessId: string): string => createHash('sha256').update(businessId).digest('hex');
