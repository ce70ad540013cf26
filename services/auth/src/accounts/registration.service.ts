import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import {
  DEFAULT_TIMEZONE,
  type TBusiness,
  type TDevice,
  type TSessionGrant,
  type TUserRegisteredEvent,
} from '@app/contracts';
import { toUser } from '../common/views';
import { newSession } from '../sessions/new-session';
import { SessionIssuer } from '../sessions/session-issuer';
import { AccountsRepository } from './accounts.repository';
import { cityFromAddress } from './city';

export type TRegistration = {
  email: string;
  // True when Google vouched for the address; a sign-up verifies it with a mailed link.
  emailVerified: boolean;
  passwordHash: string | null;
  googleSub: string | null;
  firstName: string;
  lastName: string;
  business: { name: string; type: TBusiness['businessType']; address: string };
  rememberMe: boolean;
  device: TDevice;
};

// Creates an account (by sign-up or a first Google sign-in) and its first session, and announces
// it with auth.user.registered (billing starts the trial, analysis the onboarding).
@Injectable()
export class RegistrationService {
  private readonly logger = new Logger(RegistrationService.name);

  constructor(
    private readonly repository: AccountsRepository,
    private readonly issuer: SessionIssuer,
  ) {}

  // undefined when the email or Google account is already registered.
  async register(registration: TRegistration): Promise<TSessionGrant | undefined> {
    const userId = randomUUID();
    const businessId = randomUUID();
    const session = newSession(registration.rememberMe, registration.device);
    const city = cityFromAddress(registration.business.address);
    // The other services keep the business's timezone from its first event on (its days, AI
    // quotas and schedules follow it), not only from the first update.
    const timezone = DEFAULT_TIMEZONE;
    const payload: TUserRegisteredEvent = {
      userId,
      businessId,
      businessType: registration.business.type,
      businessName: registration.business.name,
      address: registration.business.address,
      city,
      timezone,
    };
    const user = await this.repository.createAccount({
      userId,
      email: registration.email,
      emailVerifiedAt: registration.emailVerified ? new Date() : null,
      passwordHash: registration.passwordHash,
      googleSub: registration.googleSub,
      firstName: registration.firstName,
      lastName: registration.lastName,
      business: {
        id: businessId,
        ...registration.business,
        city,
        timezone,
      },
      session,
      event: payload,
    });
    if (!user) return undefined;
    this.logger.log(
      { userId, businessId, google: registration.googleSub !== null },
      'Account created',
    );
    return this.issuer.grant(toUser(user, businessId), session, session.refreshToken);
  }
}
