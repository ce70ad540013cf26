import { Controller, Logger } from '@nestjs/common';
import {
  BusinessUpdated,
  GoogleReplyUpdated,
  GoogleReviewSynced,
  ReviewReceived,
  UserDeleted,
  UserRegistered,
  type TEventOf,
} from '@app/contracts';
import { OnEvent, OnEvents, type TInboxContext } from '@app/service-kit';
import type { Prisma } from '../generated/prisma/client';
import { SettingsService } from '../settings/settings.service';
import { ReviewsService } from './reviews.service';

type TInbox = TInboxContext<Prisma.TransactionClient>;

// Events the reviews service reacts to, through the kit's inbox: each effect is written in the
// transaction that records the event as processed (a redelivery does nothing), and suggestion jobs
// are added once it committed.
@Controller()
export class ReviewEventsConsumer {
  private readonly logger = new Logger(ReviewEventsConsumer.name);

  constructor(
    private readonly reviews: ReviewsService,
    private readonly settings: SettingsService,
  ) {}

  // Reviews arrive in bursts (an import): a chunk of one partition's new events is one
  // transaction with one multi-row insert, then one bulk queue add.
  @OnEvents(ReviewReceived)
  async reviewsReceived(events: TEventOf<typeof ReviewReceived>[], inbox: TInbox): Promise<void> {
    await this.reviews.receive(
      inbox.tx,
      events.map((event) => event.payload),
      (effect) => inbox.afterCommit(effect),
    );
  }

  // A Google review as analysis read it (import, notification, periodic sync).
  @OnEvent(GoogleReviewSynced)
  async googleReviewSynced(event: TEventOf<typeof GoogleReviewSynced>, inbox: TInbox): Promise<void> {
    await this.reviews.receiveGoogle(inbox.tx, event.payload, (effect) => inbox.afterCommit(effect));
  }

  // Where publishing an owner's reply on Google stands.
  @OnEvent(GoogleReplyUpdated)
  async googleReplyUpdated(event: TEventOf<typeof GoogleReplyUpdated>, inbox: TInbox): Promise<void> {
    await this.reviews.replyUpdated(inbox.tx, event.payload);
  }

  // A new business starts with a sample set for its type, its name for the replies' signature and
  // its timezone (its AI quota's day; absent from registrations older than that field).
  @OnEvent(UserRegistered)
  async userRegistered({ payload }: TEventOf<typeof UserRegistered>, inbox: TInbox): Promise<void> {
    await this.settings.rememberBusiness(inbox.tx, payload.businessId, { userId: payload.userId, businessName: payload.businessName, businessType: payload.businessType, timezone: payload.timezone });
    await this.reviews.seedSamples(inbox.tx, payload.businessId, payload.businessType, (effect) => inbox.afterCommit(effect));
  }

  @OnEvent(BusinessUpdated)
  async businessUpdated({ payload }: TEventOf<typeof BusinessUpdated>, inbox: TInbox): Promise<void> {
    await this.settings.rememberBusiness(inbox.tx, payload.businessId, {
      userId: payload.userId,
      businessName: payload.business.businessName,
      businessType: payload.business.businessType,
      timezone: payload.business.timezone,
    });
  }

  // Account deletion: every review, suggestion and setting of the business goes.
  @OnEvent(UserDeleted)
  async userDeleted({ payload }: TEventOf<typeof UserDeleted>, inbox: TInbox): Promise<void> {
    const removed = await this.reviews.forget(inbox.tx, payload.businessId);
    await this.settings.forget(inbox.tx, payload.businessId);
    this.logger.log({ businessId: payload.businessId, removed }, 'Reviews of a deleted account erased');
  }
}
