import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  REQUEST_TOPICS,
  ZAccountDeleteRequest,
  ZActorRequest,
  ZEmailVerificationResendRequest,
  ZEmailVerifyRequest,
  ZBusinessUpdateRequest,
  ZLoginRequest,
  ZPreferencesUpdateRequest,
  ZProfileUpdateRequest,
  ZSignupRequest,
  type TAccountDeletedReply,
  type TAccountDeleteRequest,
  type TActorRequest,
  type TBusinessReply,
  type TBusinessUpdateRequest,
  type TDataExport,
  type TEmailVerificationResendRequest,
  type TEmailVerifiedReply,
  type TEmailVerify,
  type TOkReply,
  type TLoginRequest,
  type TLoginResult,
  type TMeReply,
  type TPreferencesReply,
  type TPreferencesUpdateRequest,
  type TProfileUpdateRequest,
  type TSessionGrant,
  type TSignupRequest,
  type TUserReply,
} from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import { FormPayloadPipe } from '../common/form-payload.pipe';
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

  @MessagePattern(REQUEST_TOPICS.auth.signup)
  signup(
    @Payload(new FormPayloadPipe(ZSignupRequest, 'signup')) input: TSignupRequest,
  ): Promise<TSessionGrant> {
    return this.signups.signup(input);
  }

  @MessagePattern(REQUEST_TOPICS.auth.login)
  login(
    @Payload(new FormPayloadPipe(ZLoginRequest, 'login')) input: TLoginRequest,
  ): Promise<TLoginResult> {
    return this.logins.login(input);
  }

  @MessagePattern(REQUEST_TOPICS.auth.me)
  me(@Payload(new ZodPayloadPipe(ZActorRequest)) input: TActorRequest): Promise<TMeReply> {
    return this.profiles.me(input.actor);
  }

  @MessagePattern(REQUEST_TOPICS.auth.profileUpdate)
  updateProfile(
    @Payload(new FormPayloadPipe(ZProfileUpdateRequest, 'profile')) input: TProfileUpdateRequest,
  ): Promise<TUserReply> {
    return this.profiles.updateProfile(input.actor, input.profile, input.verifyUrl);
  }

  @MessagePattern(REQUEST_TOPICS.auth.businessGet)
  getBusiness(
    @Payload(new ZodPayloadPipe(ZActorRequest)) input: TActorRequest,
  ): Promise<TBusinessReply> {
    return this.profiles.getBusiness(input.actor);
  }

  @MessagePattern(REQUEST_TOPICS.auth.businessUpdate)
  updateBusiness(
    @Payload(new FormPayloadPipe(ZBusinessUpdateRequest, 'business')) input: TBusinessUpdateRequest,
  ): Promise<TBusinessReply> {
    return this.profiles.updateBusiness(input.actor, input.business);
  }

  @MessagePattern(REQUEST_TOPICS.auth.preferencesGet)
  getPreferences(
    @Payload(new ZodPayloadPipe(ZActorRequest)) input: TActorRequest,
  ): Promise<TPreferencesReply> {
    return this.profiles.getPreferences(input.actor);
  }

  @MessagePattern(REQUEST_TOPICS.auth.preferencesUpdate)
  updatePreferences(
    @Payload(new FormPayloadPipe(ZPreferencesUpdateRequest, 'preferences'))
    input: TPreferencesUpdateRequest,
  ): Promise<TPreferencesReply> {
    return this.profiles.updatePreferences(input.actor, input.preferences);
  }

  @MessagePattern(REQUEST_TOPICS.auth.dataExport)
  export(@Payload(new ZodPayloadPipe(ZActorRequest)) input: TActorRequest): Promise<TDataExport> {
    return this.accountData.export(input.actor);
  }

  @MessagePattern(REQUEST_TOPICS.auth.accountDelete)
  delete(
    @Payload(new ZodPayloadPipe(ZAccountDeleteRequest)) input: TAccountDeleteRequest,
  ): Promise<TAccountDeletedReply> {
    return this.accountData.delete(input.actor, {
      currentPassword: input.currentPassword,
      twoFactorCode: input.twoFactorCode,
    });
  }

  @MessagePattern(REQUEST_TOPICS.auth.emailVerify)
  verifyEmail(
    @Payload(new ZodPayloadPipe(ZEmailVerifyRequest)) input: TEmailVerify,
  ): Promise<TEmailVerifiedReply> {
    return this.verification.verify(input);
  }

  @MessagePattern(REQUEST_TOPICS.auth.emailVerificationResend)
  resendVerification(
    @Payload(new ZodPayloadPipe(ZEmailVerificationResendRequest))
    input: TEmailVerificationResendRequest,
  ): Promise<TOkReply> {
    return this.verification.resend(input.actor, input.verifyUrl);
  }
}
