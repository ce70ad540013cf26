import { Injectable } from '@nestjs/common';
import {
  type TActorRef,
  type TBusinessReply,
  type TBusinessUpdate,
  type TBusinessUpdatedEvent,
  type TMeReply,
  type TNotificationPreferences,
  type TPreferencesReply,
  type TProfileUpdate,
  type TUserReply,
} from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import { toBusiness, toPreferences, toUser } from '../common/views';
import { sessionEnded } from '../sessions/session-errors';
import { SessionGuard } from '../sessions/session.guard';
import { ReauthService } from '../two-factor/reauth.service';
import { AccountsRepository } from './accounts.repository';
import { EmailVerificationService } from './email-verification.service';
import { cityFromAddress } from './city';

const emailTaken = () =>
  new ServiceException('CONFLICT', 'That email address is already used by another account.');

// The signed-in user's own profile, business and notification preferences (docs/product.md §2 Settings).
// Every read and write is scoped by the actor's user id, never by an id from the request body.
@Injectable()
export class ProfileService {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly guard: SessionGuard,
    private readonly reauth: ReauthService,
    private readonly verification: EmailVerificationService,
  ) {}

  // The most frequent request of all: the live session, the user and the business in one query.
  async me(actor: TActorRef): Promise<TMeReply> {
    const now = new Date();
    const found = await this.repository.findForLiveSession(actor.userId, actor.sessionId, now);
    if (!found) throw sessionEnded();
    await this.guard.touched(actor, found.lastActiveAt, now);
    return { user: toUser(found.user, found.business.id), business: toBusiness(found.business) };
  }

  // A new email needs the current password (or a two-factor code) and takes effect only when the
  // link mailed to it is used; the current address gets a notice. Names and phone change at once.
  async updateProfile(
    actor: TActorRef,
    profile: TProfileUpdate,
    verifyUrl: string | undefined,
  ): Promise<TUserReply> {
    await this.guard.requireLive(actor);
    const current = await this.repository.findById(actor.userId);
    if (!current) throw sessionEnded();
    const newEmail = profile.email === current.email ? undefined : profile.email;
    if (newEmail !== undefined) {
      await this.reauth.confirm(actor.userId, current, profile);
      if (await this.repository.emailExists(newEmail)) throw emailTaken();
      if (!verifyUrl)
        throw new ServiceException('VALIDATION', 'Validation error', [
          { path: 'verifyUrl', message: 'A verification page is required to change the email' },
        ]);
    }
    const updated = await this.repository.updateProfile(actor.userId, {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: current.email,
      phone: profile.phone || null,
    });
    if (updated === 'email_taken') throw emailTaken();
    if (!updated.business) throw sessionEnded();
    if (newEmail !== undefined && verifyUrl) {
      await this.verification.sendEmailChange(updated, newEmail, verifyUrl);
      return { user: toUser(updated, updated.business.id), pendingEmail: newEmail };
    }
    return { user: toUser(updated, updated.business.id) };
  }

  async getBusiness(actor: TActorRef): Promise<TBusinessReply> {
    await this.guard.requireLive(actor);
    const business = await this.repository.findBusiness(actor.userId);
    if (!business) throw sessionEnded();
    return { business: toBusiness(business) };
  }

  // Other services keep a copy of the business profile: they learn the change from the event.
  async updateBusiness(actor: TActorRef, change: TBusinessUpdate): Promise<TBusinessReply> {
    await this.guard.requireLive(actor);
    const business = await this.repository.updateBusiness(
      actor.userId,
      {
        name: change.businessName,
        type: change.businessType,
        address: change.address,
        city: cityFromAddress(change.address),
        website: change.website || null,
        timezone: change.timezone,
      },
      (updated): TBusinessUpdatedEvent => ({
        businessId: updated.id,
        userId: actor.userId,
        business: toBusiness(updated),
      }),
    );
    return { business: toBusiness(business) };
  }

  async getPreferences(actor: TActorRef): Promise<TPreferencesReply> {
    await this.guard.requireLive(actor);
    const preferences =
      (await this.repository.findPreferences(actor.userId)) ??
      (await this.repository.updatePreferences(actor.userId, {}));
    return { preferences: toPreferences(preferences) };
  }

  async updatePreferences(
    actor: TActorRef,
    change: Partial<TNotificationPreferences>,
  ): Promise<TPreferencesReply> {
    await this.guard.requireLive(actor);
    return {
      preferences: toPreferences(await this.repository.updatePreferences(actor.userId, change)),
    };
  }
}
