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
import { SessionsService } from '../sessions/sessions.service';
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
    private readonly sessions: SessionsService,
  ) {}

  async signIn({
    identity,
    rememberMe,
    device,
    twoFactorCode,
  }: TGoogleSignInRequest): Promise<TGoogleSignInReply> {
    const found = await this.findAccount(identity);
    if (found) {
      const existing = found.account;
      // Google proves the first factor only: an account with 2FA still needs its code.
      if (existing.twoFactorEnabled && existing.totpSecret) {
        if (!twoFactorCode) return { status: 'two_factor_required' };
        if (!(await this.twoFactor.checkCode(existing.id, existing.totpSecret, twoFactorCode))) {
          throw new ServiceException('UNAUTHORIZED', 'Invalid two-factor code');
        }
      }
      if (found.toLink) await this.link(existing, identity.googleSub);
      return {
        status: 'ok',
        grant: await this.issuer.open(this.userOf(existing), rememberMe, device),
        isNewUser: false,
      };
    }
    const grant = await this.registration.register({
      email: identity.email,
      emailVerified: identity.emailVerified,
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
    const created = (await this.findAccount(identity))?.account;
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

  // The account this Google identity opens; toLink when it is found by email and is to be linked
  // (once the second factor, if any, has been checked).
  private async findAccount(
    identity: TGoogleIdentity,
  ): Promise<{ account: TUserWithBusiness; toLink: boolean } | null> {
    const linked = await this.accounts.findByGoogleSub(identity.googleSub);
    if (linked) return { account: linked, toLink: false };
    const byEmail = await this.accounts.findByEmail(identity.email);
    if (!byEmail) return null;
    // Only Google's word that the address is theirs may open someone's existing account.
    if (!identity.emailVerified)
      throw new ServiceException('UNAUTHORIZED', 'Please verify your Google email address first');
    // ...and only an account whose owner proved the address too: otherwise whoever signed up
    // with it first (perhaps not its owner) would share the account with the address's owner.
    if (!byEmail.emailVerifiedAt) {
      this.logger.warn({ userId: byEmail.id }, 'Google sign-in refused: account email not verified');
      throw new ServiceException(
        'CONFLICT',
        'An account with this email already exists, but its email address is not verified yet. ' +
          'Sign in with your password once and confirm your email with the link we sent you ' +
          '(Settings can send a new one); then Google sign-in will work for this account.',
      );
    }
    return { account: byEmail, toLink: true };
  }

  // A new way in: every session opened before it ends (the new one opens after).
  private async link(account: TUserWithBusiness, googleSub: string): Promise<void> {
    await this.accounts.linkGoogleAccount(account.id, googleSub);
    const revoked = await this.sessions.revokeAllOf(account.id);
    this.logger.log({ userId: account.id, revokedSessions: revoked }, 'Google account linked');
  }

  private userOf(user: TUserWithBusiness): TUser {
    // Accounts are created with their business in one transaction.
    if (!user.business) throw new Error(`Account ${user.id} has no business`);
    return toUser(user, user.business.id);
  }
}
