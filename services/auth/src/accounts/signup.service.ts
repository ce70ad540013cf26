import { Injectable } from '@nestjs/common';
import type { TSessionGrant, TSignupRequest } from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import { PasswordHasher } from '../common/password-hasher';
import { AccountsRepository } from './accounts.repository';
import { EmailVerificationService } from './email-verification.service';
import { RegistrationService } from './registration.service';

const emailTaken = () =>
  new ServiceException(
    'CONFLICT',
    'An account with this email already exists. Please sign in instead.',
  );

@Injectable()
export class SignupService {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly hasher: PasswordHasher,
    private readonly registration: RegistrationService,
    private readonly verification: EmailVerificationService,
  ) {}

  // docs/product.md §2 Signup. The password rules were checked by the request schema (ZSignup). The new
  // account can be used at once; a link to verify the address is mailed.
  async signup({ signup, device, verifyUrl }: TSignupRequest): Promise<TSessionGrant> {
    if (await this.repository.emailExists(signup.email)) throw emailTaken();
    const grant = await this.registration.register({
      email: signup.email,
      emailVerified: false,
      passwordHash: await this.hasher.hash(signup.password),
      googleSub: null,
      firstName: signup.firstName,
      lastName: signup.lastName,
      business: {
        name: signup.businessName,
        type: signup.businessType,
        address: signup.businessAddress,
      },
      rememberMe: false,
      device,
    });
    // Two sign-ups with one email at the same moment: the database let only one through.
    if (!grant) throw emailTaken();
    if (verifyUrl) await this.verification.sendVerification(grant.user, verifyUrl);
    return grant;
  }
}
