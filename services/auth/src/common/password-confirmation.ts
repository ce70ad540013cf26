import { Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { ServiceException } from '@app/service-kit';
import { AttemptCounter, inMinutes } from './attempt-counter';
import { PasswordHasher } from './password-hasher';

export const reauthProblem = (path: string, message: string) =>
  new ServiceException('VALIDATION', 'Validation error', [{ path, message }]);

// Wrong current passwords per account at a sensitive change (password change, new email, 2FA
// on/off, deletion): a stolen session cannot guess the password through these forms.
export const PASSWORD_CONFIRMATION_ATTEMPTS = { points: 5, durationSeconds: 900 } as const;

// The current password, asked again before a sensitive change. Nothing to check for an account
// that has no password (created with Google): the caller asks for a two-factor code instead.
@Injectable()
export class PasswordConfirmation {
  private readonly logger = new Logger(PasswordConfirmation.name);
  private readonly attempts: AttemptCounter;

  constructor(
    private readonly hasher: PasswordHasher,
    redis: Redis,
  ) {
    this.attempts = new AttemptCounter(redis, {
      keyPrefix: 'auth:password-confirmation-failures',
      ...PASSWORD_CONFIRMATION_ATTEMPTS,
      tooMany: (minutes) => `Too many wrong passwords. Please try again in ${inMinutes(minutes)}.`,
      unavailable: 'This change is temporarily unavailable. Please try again in a moment.',
    });
  }

  async require(
    userId: string,
    passwordHash: string | null,
    currentPassword: string | undefined,
  ): Promise<void> {
    if (passwordHash === null) return;
    if (!currentPassword)
      throw reauthProblem('currentPassword', 'Enter your current password to confirm.');
    await this.attempts.consume(userId);
    if (!(await this.hasher.matches(passwordHash, currentPassword))) {
      this.logger.warn({ userId }, 'Wrong password at re-authentication');
      throw reauthProblem('currentPassword', 'Current password is incorrect');
    }
    await this.attempts.succeeded(userId);
  }
}
