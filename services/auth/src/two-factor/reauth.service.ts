import { Injectable, Logger } from '@nestjs/common';
import type { TReauth } from '@app/contracts';
import { PasswordConfirmation, reauthProblem } from '../common/password-confirmation';
import { TwoFactorService } from './two-factor.service';

export type TReauthState = {
  passwordHash: string | null;
  twoFactorEnabled: boolean;
  totpSecret: string | null;
};

// A sensitive change (deleting the account, a new email) is confirmed with the current password,
// so a stolen session alone cannot make it. An account without a password (created with Google)
// confirms with a two-factor code when it has 2FA; without either there is nothing more to ask
// than the signed-in session.
@Injectable()
export class ReauthService {
  private readonly logger = new Logger(ReauthService.name);

  constructor(
    private readonly password: PasswordConfirmation,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async confirm(userId: string, state: TReauthState, reauth: TReauth): Promise<void> {
    if (state.passwordHash !== null) {
      await this.password.require(userId, state.passwordHash, reauth.currentPassword);
      return;
    }
    if (!state.twoFactorEnabled || !state.totpSecret) return;
    const code = reauth.twoFactorCode?.trim();
    if (!code)
      throw reauthProblem('twoFactorCode', 'Enter a code from your authenticator app to confirm.');
    if (!(await this.twoFactor.checkCode(userId, state.totpSecret, code))) {
      this.logger.warn({ userId }, 'Wrong two-factor code at re-authentication');
      throw reauthProblem(
        'twoFactorCode',
        'That code did not match. Check your authenticator app and try again.',
      );
    }
  }
}
