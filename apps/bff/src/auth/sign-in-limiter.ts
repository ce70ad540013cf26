import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { env } from '../config/env';
import { assertAllowed, RateLimits, type Limiter, type TVerdict } from '../redis/rate-limits';
import type { TRecognisedDevice } from './device-cookie';

// Counter keys name an account by a hash of its email, not the email itself.
export const accountKey = (email: string): string => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);

export type TSignInTicket = { account: string; ip: string; device: TRecognisedDevice | undefined };

const UNAVAILABLE = { refuseWith: 'Sign-in is temporarily unavailable. Please try again in a moment.' };
const TOO_MANY = (minutes: string) => `Too many sign-in attempts. Please try again in ${minutes}.`;

// Sign-in attempts are counted before the password is checked (atomically in Redis), so guesses
// sent together cannot share one free slot. Counters:
// - per account and address: one address guessing one account;
// - per address: one address spraying many accounts;
// - per account, from unrecognised devices: past its limit the account slows down to one attempt
//   a minute, so failures from many addresses cannot lock the owner out for the whole window;
// - per account and recognised device (instead of the per-account one): the owner's own browser
//   is not slowed down by someone else's guesses, yet a copied cookie gets only a few tries.
// Without Redis, sign-in answers 503: the counters cannot be kept, and guessing must not be free.
@Injectable()
export class SignInLimiter {
  private readonly pair: Limiter;
  private readonly address: Limiter;
  private readonly account: Limiter;
  private readonly slowDown: Limiter;
  private readonly device: Limiter;

  constructor(limits: RateLimits) {
    const window = env.LOGIN_FAILURE_WINDOW_SECONDS;
    this.pair = limits.limiter('login:account-ip', { points: env.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP, durationSeconds: window }, UNAVAILABLE);
    this.address = limits.limiter('login:ip', { points: env.LOGIN_MAX_FAILURES_PER_IP, durationSeconds: window }, UNAVAILABLE);
    this.account = limits.limiter('login:account', { points: env.LOGIN_MAX_FAILURES_PER_ACCOUNT, durationSeconds: window }, UNAVAILABLE);
    this.slowDown = limits.limiter('login:account-slow', { points: 1, durationSeconds: 60 }, UNAVAILABLE);
    this.device = limits.limiter('login:device', { points: env.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP, durationSeconds: window }, UNAVAILABLE);
  }

  // Counts the attempt, or refuses it with 429.
  async begin(email: string, ip: string, device: TRecognisedDevice | undefined): Promise<TSignInTicket> {
    const ticket = { account: accountKey(email), ip, device };
    const verdicts = await Promise.all([
      this.pair.consume(this.pairKey(ticket)),
      this.address.consume(ip),
      device ? this.device.consume(this.deviceKey(ticket, device)) : this.accountVerdict(ticket.account),
    ]);
    assertAllowed(verdicts, TOO_MANY);
    return ticket;
  }

  // The right password: this address starts afresh on the account, and the attempt is not a failure.
  async succeeded(ticket: TSignInTicket): Promise<void> {
    await Promise.all([this.pair.reset(this.pairKey(ticket)), this.address.reward(ticket.ip), this.rewardAccount(ticket)]);
  }

  // An attempt that did not fail on its credentials (the right password awaiting its two-factor
  // code, a service that did not answer) is not counted.
  async notCounted(ticket: TSignInTicket): Promise<void> {
    await Promise.all([this.pair.reward(this.pairKey(ticket)), this.address.reward(ticket.ip), this.rewardAccount(ticket)]);
  }

  // Past the account's limit, unrecognised devices together get one attempt a minute.
  private async accountVerdict(account: string): Promise<TVerdict> {
    const verdict = await this.account.consume(account);
    return verdict.allowed ? verdict : this.slowDown.consume(account);
  }

  private rewardAccount(ticket: TSignInTicket): Promise<void> {
    return ticket.device ? this.device.reward(this.deviceKey(ticket, ticket.device)) : this.account.reward(ticket.account);
  }

  private pairKey(ticket: TSignInTicket): string {
    return `${ticket.account}:${ticket.ip}`;
  }

  private deviceKey(ticket: TSignInTicket, device: TRecognisedDevice): string {
    return `${ticket.account}:${device.id}`;
  }
}
