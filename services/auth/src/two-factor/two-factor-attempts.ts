import { Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { AttemptCounter, inMinutes } from '../common/attempt-counter';

// Wrong two-factor codes per account, whichever way they arrive (password sign-in, Google
// sign-in, turning 2FA off, re-authentication): one counter. Six digits allow 10^6 guesses; 5 per
// 15 minutes make guessing hopeless.
export const TWO_FACTOR_ATTEMPTS = { points: 5, durationSeconds: 900 } as const;

@Injectable()
export class TwoFactorAttempts extends AttemptCounter {
  constructor(redis: Redis) {
    super(redis, {
      keyPrefix: 'auth:2fa-failures',
      ...TWO_FACTOR_ATTEMPTS,
      tooMany: (minutes) => `Too many two-factor attempts. Please try again in ${inMinutes(minutes)}.`,
      unavailable: 'Sign-in is temporarily unavailable. Please try again in a moment.',
    });
  }
}
