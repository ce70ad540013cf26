import { Injectable, Logger } from '@nestjs/common';
import type { TLoginRequest, TLoginResult } from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import { PasswordHasher } from '../common/password-hasher';
import { toUser } from '../common/views';
import { SessionIssuer } from '../sessions/session-issuer';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { AccountsRepository } from './accounts.repository';

// One message for an unknown email, a wrong password and a deleted account: no enumeration.
const invalidCredentials = () => new ServiceException('UNAUTHORIZED', 'Invalid email or password');

@Injectable()
export class LoginService {
  private readonly logger = new Logger(LoginService.name);

  constructor(
    private readonly repository: AccountsRepository,
    private readonly hasher: PasswordHasher,
    private readonly twoFactor: TwoFactorService,
    private readonly issuer: SessionIssuer,
  ) {}

  async login({ login, device }: TLoginRequest): Promise<TLoginResult> {
    const user = await this.repository.findByEmail(login.email);
    // Runs argon2 even without an account (or a password), so timing tells nothing either.
    const passwordOk = await this.hasher.matches(user?.passwordHash, login.password);
    if (!user?.business || !passwordOk) throw invalidCredentials();
    if (user.twoFactorEnabled && user.totpSecret) {
      if (!login.twoFactorCode) return { status: 'two_factor_required' };
      if (!(await this.twoFactor.checkCode(user.id, user.totpSecret, login.twoFactorCode))) {
        this.logger.warn({ userId: user.id }, 'Wrong two-factor code at sign-in');
        throw new ServiceException('UNAUTHORIZED', 'Invalid two-factor code');
      }
    }
    const grant = await this.issuer.open(toUser(user, user.business.id), login.rememberMe, device);
    this.logger.log({ userId: user.id, sessionId: grant.sessionId }, 'Signed in');
    return { status: 'ok', grant };
  }
}
