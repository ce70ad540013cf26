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

// The BFF ran the OAuth code flow and verified the ID token; this turns a Google identity into a
// session: the linked account, else the account with that (verified) email, else a new account.
@Injectable()
export class GoogleService {
  private readonly logger = new Logger(GoogleService.name);

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly registration: RegistrationService,
    private readonly issuer: SessionIssuer,
  ) {}

  async signIn({
    identity,
    rememberMe,
    device,
  }: TGoogleSignInRequest): Promise<TGoogleSignInReply> {
    const existing = await this.findAccount(identity);
    if (existing)
      return {
        grant: await this.issuer.open(this.userOf(existing), rememberMe, device),
        isNewUser: false,
      };
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
    if (grant) return { grant, isNewUser: true };
    // A second sign-in with the same new Google account raced this one and created it first.
    const created = await this.findAccount(identity);
    if (!created)
      throw new ServiceException(
        'CONFLICT',
        'An account with this email already exists. Please sign in instead.',
      );
    return {
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
