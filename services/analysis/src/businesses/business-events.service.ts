import { Injectable, Logger } from '@nestjs/common';
import {
  EVENT_TOPICS,
  parseEvent,
  ZBusinessUpdatedEvent,
  ZSubscriptionChangedEvent,
  ZUserDeletedEvent,
  ZUserRegisteredEvent,
} from '@app/contracts';
import { GoogleAccess } from '../google/google-access';
import { BusinessesRepository, planFromEvent } from './businesses.repository';

// Applies each event once (processed_events); a malformed event is logged and dropped, so one
// bad message never blocks its partition.
@Injectable()
export class BusinessEventsService {
  private readonly logger = new Logger(BusinessEventsService.name);

  constructor(
    private readonly repository: BusinessesRepository,
    private readonly google: GoogleAccess,
  ) {}

  async registered(raw: unknown): Promise<void> {
    const event = this.parse(raw, ZUserRegisteredEvent, EVENT_TOPICS.userRegistered);
    if (!event) return;
    const { userId, businessId, businessName, businessType, address, city } = event.payload;
    await this.repository.once(event.id, event.type, (tx) =>
      this.repository.saveProfile(tx, businessId, userId, {
        name: businessName,
        type: businessType,
        ...(address === undefined ? {} : { address }),
        ...(city === undefined ? {} : { city }),
      }),
    );
  }

  async businessUpdated(raw: unknown): Promise<void> {
    const event = this.parse(raw, ZBusinessUpdatedEvent, EVENT_TOPICS.businessUpdated);
    if (!event) return;
    const { userId, businessId, business } = event.payload;
    await this.repository.once(event.id, event.type, (tx) =>
      this.repository.saveProfile(tx, businessId, userId, {
        name: business.businessName,
        type: business.businessType,
        address: business.address,
        city: business.city,
        timezone: business.timezone,
      }),
    );
  }

  // docs/product.md §8: deletion removes keyword tracking history, competitor data and everything else.
  async userDeleted(raw: unknown): Promise<void> {
    const event = this.parse(raw, ZUserDeletedEvent, EVENT_TOPICS.userDeleted);
    if (!event) return;
    const { businessId } = event.payload;
    // The Google token is revoked at Google first (best effort), then erased with everything else.
    await this.google.revokeBeforeErasure(businessId);
    if (await this.repository.once(event.id, event.type, (tx) => this.repository.remove(tx, businessId))) {
      this.logger.log({ businessId }, 'Business data deleted');
    }
  }

  async subscriptionChanged(raw: unknown): Promise<void> {
    const event = this.parse(raw, ZSubscriptionChangedEvent, EVENT_TOPICS.subscriptionChanged);
    if (!event) return;
    const { businessId, userId } = event.payload;
    await this.repository.once(event.id, event.type, (tx) =>
      this.repository.savePlan(businessId, userId, planFromEvent(event.payload), tx),
    );
  }

  private parse<TSchema extends Parameters<typeof parseEvent>[1]>(raw: unknown, schema: TSchema, topic: string) {
    try {
      return parseEvent(raw, schema);
    } catch (error) {
      this.logger.warn({ err: error, topic }, 'Dropped a malformed event');
      return undefined;
    }
  }
}
