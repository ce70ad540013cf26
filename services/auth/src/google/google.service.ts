import { Injectable, Logger } from '@nestjs/common';
import type {
  TGoogleIdentity,
  TGoogleSignInReply,
  TGoogleSignInRequest,
  TUser,
} from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import { toUser } from '../common/views';
import { AccountsRepository, type TUserWithBusiness } from '../accounts/accounts.repository';
import { RegistrationService } from '../accounts/registration.service';
import { SessionIssuer } from '../sessions/session-issuer';
import { TwoFactorService } from '../two-factor/two-factor.service';

// The BFF ran the OAuth code flow and verified the ID token; this turns a Google identity into a
// session: the linked account, else the account with that (verified) email, else a new account.
@Injectable()
export class GoogleService {
  private readonly logger = new Logger(GoogleService.name);

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly registration: RegistrationService,
    private readonly issuer: SessionIssuer,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async signIn({
    identity,
    rememberMe,
    device,
    twoFactorCode,
  }: TGoogleSignInRequest): Promise<TGoogleSignInReply> {
    const existing = await this.findAccount(identity);
    if (existing) {
      // Google proves the first factor only: an account with 2FA still needs its code.
      if (existing.twoFactorEnabled && existing.totpSecret) {
        if (!twoFactorCode) return { status: 'two_factor_required' };
        if (!(await this.twoFactor.checkCode(existing.id, existing.totpSecret, twoFactorCode))) {
          throw new ServiceException('UNAUTHORIZED', 'Invalid two-factor code');
        }
      }
      return {
        status: 'ok',
        grant: await this.issuer.open(this.userOf(existing), rememberMe, device),
        isNewUser: false,
      };
    }
    const grant = await this.registration.register({
      email: identity.email,
      passwordHash: null,
      googleSub: identity.googleSub,
      firstName: identity.firstName,
      lastName: identity.lastName,
      // Onboarding asks for the real name and address.
      business: {
        name: `${identity.firstName.trim() || 'My'}'s business`,
        type: 'other',
        address: '',
      },
      rememberMe,
      device,
    });
    if (grant) return { status: 'ok', grant, isNewUser: true };
    // A second sign-in with the same new Google account raced this one and created it first.
    const created = await this.findAccount(identity);
    if (!created)
      throw new ServiceException(
        'CONFLICT',
        'An account with this email already exists. Please sign in instead.',
      );
    return {
      status: 'ok',
      grant: await this.issuer.open(this.userOf(created), rememberMe, device),
      isNewUser: false,
    };
  }

  private async findAccount(identity: TGoogleIdentity): Promise<TUserWithBusiness | null> {
    const linked = await this.accounts.findByGoogleSub(identity.googleSub);
    if (linked) return linked;
    const byEmail = await this.accounts.findByEmail(identity.email);
    if (!byEmail) return null;
    // Only Google's word that the address is theirs may open someone's existing account.
    if (!identity.emailVerified)
      throw new ServiceException('UNAUTHORIZED', 'Please verify your Google email address first');
    this.logger.log({ userId: byEmail.id }, 'Google account linked');
    return this.accounts.linkGoogleAccount(byEmail.id, identity.googleSub);
  }

  private userOf(user: TUserWithBusiness): TUser {
    // Accounts are created with their business in one transaction.
    if (!user.business) throw new Error(`Account ${user.id} has no business`);
    return toUser(user, user.business.id);
  }
}
