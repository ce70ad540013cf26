import { Controller } from '@nestjs/common';
import {
  AuthRequests,
  type TAccountDeletedReply,
  type TAcknowledged,
  type TBusinessReply,
  type TDataExport,
  type TEmailVerifiedReply,
  type TLoginResult,
  type TMeReply,
  type TPreferencesReply,
  type TRequestOf,
  type TSessionGrant,
  type TUserReply,
} from '@app/contracts';
import { Handles } from '@app/service-kit';
import { AccountDataService } from './account-data.service';
import { EmailVerificationService } from './email-verification.service';
import { LoginService } from './login.service';
import { ProfileService } from './profile.service';
import { SignupService } from './signup.service';

@Controller()
export class AccountsConsumer {
  constructor(
    private readonly signups: SignupService,
    private readonly logins: LoginService,
    private readonly profiles: ProfileService,
    private readonly accountData: AccountDataService,
    private readonly verification: EmailVerificationService,
  ) {}

  @Handles(AuthRequests.signup)
  signup(input: TRequestOf<typeof AuthRequests.signup>): Promise<TSessionGrant> {
    return this.signups.signup(input);
  }

  @Handles(AuthRequests.login)
  login(input: TRequestOf<typeof AuthRequests.login>): Promise<TLoginResult> {
    return this.logins.login(input);
  }

  @Handles(AuthRequests.me)
  me(input: TRequestOf<typeof AuthRequests.me>): Promise<TMeReply> {
    return this.profiles.me(input.actor);
  }

  @Handles(AuthRequests.profileUpdate)
  updateProfile(input: TRequestOf<typeof AuthRequests.profileUpdate>): Promise<TUserReply> {
    return this.profiles.updateProfile(input.actor, input.profile, input.verifyUrl);
  }

  @Handles(AuthRequests.businessGet)
  getBusiness(input: TRequestOf<typeof AuthRequests.businessGet>): Promise<TBusinessReply> {
    return this.profiles.getBusiness(input.actor);
  }

  @Handles(AuthRequests.businessUpdate)
  updateBusiness(input: TRequestOf<typeof AuthRequests.businessUpdate>): Promise<TBusinessReply> {
    return this.profiles.updateBusiness(input.actor, input.business);
  }

  @Handles(AuthRequests.preferencesGet)
  getPreferences(
    input: TRequestOf<typeof AuthRequests.preferencesGet>,
  ): Promise<TPreferencesReply> {
    return this.profiles.getPreferences(input.actor);
  }

  @Handles(AuthRequests.preferencesUpdate)
  updatePreferences(
    input: TRequestOf<typeof AuthRequests.preferencesUpdate>,
  ): Promise<TPreferencesReply> {
    return this.profiles.updatePreferences(input.actor, input.preferences);
  }

  @Handles(AuthRequests.dataExport)
  export(input: TRequestOf<typeof AuthRequests.dataExport>): Promise<TDataExport> {
    return this.accountData.export(input.actor);
  }

  @Handles(AuthRequests.accountDelete)
  delete(input: TRequestOf<typeof AuthRequests.accountDelete>): Promise<TAccountDeletedReply> {
    return this.accountData.delete(input.actor, {
      currentPassword: input.currentPassword,
      twoFactorCode: input.twoFactorCode,
    });
  }

  @Handles(AuthRequests.emailVerify)
  verifyEmail(input: TRequestOf<typeof AuthRequests.emailVerify>): Promise<TEmailVerifiedReply> {
    return this.verification.verify(input);
  }

  @Handles(AuthRequests.emailVerificationResend)
  resendVerification(
    input: TRequestOf<typeof AuthRequests.emailVerificationResend>,
  ): Promise<TAcknowledged> {
    return this.verification.resend(input.actor, input.verifyUrl);
  }
}
