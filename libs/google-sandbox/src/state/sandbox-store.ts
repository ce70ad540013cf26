import { randomBytes } from 'node:crypto';
import type { TAccount, TGoogleUser, TLocation, TReview, TSandboxState } from './sandbox-state';
import { seedState } from './seed';

// Holds the sandbox's state and its clock. Every mutation ends with `changed()`, which lets the
// runnable sandbox save the state (tests keep it in memory).
export class SandboxStore {
  private current: TSandboxState;

  constructor(
    private readonly clock: () => Date,
    initial: TSandboxState | undefined,
    private readonly onChange: (state: TSandboxState) => void = () => undefined,
  ) {
    this.current = initial ?? seedState(clock());
  }

  get state(): TSandboxState {
    return this.current;
  }

  now(): Date {
    return this.clock();
  }

  changed(): void {
    this.onChange(this.current);
  }

  // Back to the seed; OAuth grants go too (every app must connect again).
  reset(): void {
    this.current = seedState(this.clock());
    this.changed();
  }

  // A new id: a counter (readable in tests) plus randomness (never guessable, never reused
  // after a reset).
  mint(prefix: string): string {
    this.current.counter += 1;
    return `${prefix}${this.current.counter}${randomBytes(12).toString('base64url')}`;
  }

  userByEmail(email: string): TGoogleUser | undefined {
    return this.current.users.find((user) => user.email.toLowerCase() === email.toLowerCase());
  }

  userById(id: string): TGoogleUser | undefined {
    return this.current.users.find((user) => user.id === id);
  }

  account(id: string): TAccount | undefined {
    return this.current.accounts.find((account) => account.id === id);
  }

  location(id: string): TLocation | undefined {
    return this.current.locations.find((location) => location.id === id);
  }

  locationsOf(accountId: string): TLocation[] {
    return this.current.locations.filter((location) => location.accountId === accountId);
  }

  reviewsOf(locationId: string): TReview[] {
    return this.current.reviews.filter((review) => review.locationId === locationId);
  }

  review(locationId: string, reviewId: string): TReview | undefined {
    return this.current.reviews.find((review) => review.locationId === locationId && review.id === reviewId);
  }
}
