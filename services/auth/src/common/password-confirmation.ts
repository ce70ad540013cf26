import { Injectable, Logger } from '@nestjs/common';
import { ServiceException } from '@app/service-kit';
import { PasswordHasher } from './password-hasher';

export const reauthProblem = (path: string, message: string) =>
  new ServiceException('VALIDATION', 'Validation error', [{ path, message }]);

// The current password, asked again before a sensitive change. Nothing to check for an account
// that has no password (created with Google): the caller asks for a two-factor code instead.
@Injectable()
export class PasswordConfirmation {
  private readonly logger = new Logger(PasswordConfirmation.name);

  constructor(private readonly hasher: PasswordHasher) {}

  async require(
    userId: string,
    passwordHash: string | null,
    currentPassword: string | undefined,
  ): Promise<void> {
    if (passwordHash === null) return;
    if (!currentPassword)
      throw reauthProblem('currentPassword', 'Enter your current password to confirm.');
    if (!(await this.hasher.matches(passwordHash, currentPassword))) {
      this.logger.warn({ userId }, 'Wrong password at re-authentication');
      throw reauthProblem('currentPassword', 'Current password is incorrect');
    }
  }
}
