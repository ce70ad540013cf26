import { Injectable, Logger } from '@nestjs/common';
import type { TBusinessUpdatedEvent, TSubscriptionChangedEvent, TUserDeletedEvent, TUserRegisteredEvent } from '@app/contracts';
import type { Prisma } from '../generated/prisma/client';
import { GoogleAccess } from '../google/google-access';
import { BusinessesRepository, planFromEvent } from './businesses.repository';

type TTx = Prisma.TransactionClient;

// The effects of auth's and billing's events on the business read model, written in the
// transaction that records the event as processed (`tx`).
@Injectable()
export class BusinessEventsService {
  private readonly logger = new Logger(BusinessEventsService.name);

  constructor(
    private readonly repository: BusinessesRepository,
    private readonly google: GoogleAccess,
  ) {}

  async registered(payload: TUserRegisteredEvent, tx: TTx): Promise<void> {
    const { userId, businessId, businessName, businessType, address, city, timezone } = payload;
    await this.repository.saveProfile(tx, businessId, userId, {
      name: businessName,
      type: businessType,
      ...(address === undefined ? {} : { address }),
      ...(city === undefined ? {} : { city }),
      // Its days follow it from the start (absent in events from before: auth's default stays).
      ...(timezone === undefined ? {} : { timezone }),
    });
  }

  async businessUpdated(payload: TBusinessUpdatedEvent, tx: TTx): Promise<void> {
    const { userId, businessId, business } = payload;
    await this.repository.saveProfile(tx, businessId, userId, {
      name: business.businessName,
      type: business.businessType,
      address: business.address,
      city: business.city,
      timezone: business.timezone,
    });
  }

  // docs/product.md §8: deletion removes keyword tracking history, competitor data and everything else.
  async userDeleted(payload: TUserDeletedEvent, tx: TTx): Promise<void> {
    const { businessId } = payload;
    // The Google token is revoked at Google first (best effort: it is erased whatever Google
    // answers), while the sealed token still exists; then everything goes with the business.
    await this.google.revokeBeforeErasure(businessId);
    await this.repository.remove(tx, businessId);
    this.logger.log({ businessId }, 'Business data deleted');
  }

  async subscriptionChanged(payload: TSubscriptionChangedEvent, tx: TTx): Promise<void> {
    await this.repository.savePlan(payload.businessId, payload.userId, planFromEvent(payload), tx);
  }
}
