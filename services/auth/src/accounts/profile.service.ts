import { Injectable } from '@nestjs/common';
import {
  createEvent,
  EVENT_TOPICS,
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
import { AccountsRepository } from './accounts.repository';
import { cityFromAddress } from './city';

// The signed-in user's own profile, business and notification preferences (SPEC §2 Settings).
// Every read and write is scoped by the actor's user id, never by an id from the request body.
@Injectable()
export class ProfileService {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly guard: SessionGuard,
  ) {}

  async me(actor: TActorRef): Promise<TMeReply> {
    await this.guard.requireLive(actor);
    const user = await this.repository.findById(actor.userId);
    if (!user?.business) throw sessionEnded();
    return { user: toUser(user, user.business.id), business: toBusiness(user.business) };
  }

  async updateProfile(actor: TActorRef, profile: TProfileUpdate): Promise<TUserReply> {
    await this.guard.requireLive(actor);
    const updated = await this.repository.updateProfile(actor.userId, {
      ...profile,
      phone: profile.phone || null,
    });
    if (updated === 'email_taken') {
      throw new ServiceException(
        'CONFLICT',
        'That email address is already used by another account.',
      );
    }
    if (!updated.business) throw sessionEnded();
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
      (updated) => {
        const payload: TBusinessUpdatedEvent = {
          businessId: updated.id,
          userId: actor.userId,
          business: toBusiness(updated),
        };
        return createEvent({
          type: EVENT_TOPICS.businessUpdated,
          payload,
          actor: { userId: actor.userId, businessId: updated.id },
        });
      },
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
