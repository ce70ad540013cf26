import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { z } from 'zod';
import {
  EVENT_TOPICS,
  parseEvent,
  ZBusinessUpdatedEvent,
  ZGoogleReplyUpdatedEvent,
  ZGoogleReviewSyncedEvent,
  ReviewReceived,
  ZUserDeletedEvent,
  ZUserRegisteredEvent,
  type TEventEnvelope,
  type TEventOf,
} from '@app/contracts';
import { OnEvents, type TInboxContext } from '@app/service-kit';
import type { Prisma } from '../generated/prisma/client';
import { SettingsService } from '../settings/settings.service';
import { ProcessedEventsRepository } from './processed-events.repository';
import { ReviewsService } from './reviews.service';

const ATTEMPTS = 5;
const FIRST_DELAY_MS = 200;

// Events the reviews service reacts to. Each is handled at least once and idempotently; a
// malformed event is logged and skipped so it cannot block its partition.
@Controller()
export class ReviewEventsConsumer {
  private readonly logger = new Logger(ReviewEventsConsumer.name);

  constructor(
    private readonly reviews: ReviewsService,
    private readonly settings: SettingsService,
    private readonly processed: ProcessedEventsRepository,
  ) {}

  // Reviews arrive in bursts (an import): a chunk of one partition's new events is one
  // transaction with one multi-row insert, then one bulk queue add.
  @OnEvents(ReviewReceived)
  async reviewsReceived(events: TEventOf<typeof ReviewReceived>[], inbox: TInboxContext<Prisma.TransactionClient>): Promise<void> {
    await this.reviews.receive(
      inbox.tx,
      events.map((event) => event.payload),
      (effect) => inbox.afterCommit(effect),
    );
  }

  // A Google review as analysis read it (import, notification, periodic sync).
  @EventPattern(EVENT_TOPICS.googleReviewSynced)
  async googleReviewSynced(@Payload() raw: unknown): Promise<void> {
    await this.handle(raw, EVENT_TOPICS.googleReviewSynced, ZGoogleReviewSyncedEvent, (event) => this.reviews.receiveGoogle(event.payload));
  }

  // Where publishing an owner's reply on Google stands.
  @EventPattern(EVENT_TOPICS.googleReplyUpdated)
  async googleReplyUpdated(@Payload() raw: unknown): Promise<void> {
    await this.handle(raw, EVENT_TOPICS.googleReplyUpdated, ZGoogleReplyUpdatedEvent, (event) => this.reviews.replyUpdated(event.payload));
  }

  // A new business starts with a sample set for its type, its name for the replies' signature and
  // its timezone (its AI quota's day).
  @EventPattern(EVENT_TOPICS.userRegistered)
  async userRegistered(@Payload() raw: unknown): Promise<void> {
    await this.handle(raw, EVENT_TOPICS.userRegistered, ZUserRegisteredEvent, async ({ payload }) => {
      // The timezone came with registrations only later: an older event leaves auth's default.
      await this.settings.rememberBusiness(payload.businessId, { userId: payload.userId, businessName: payload.businessName, businessType: payload.businessType, timezone: payload.timezone });
      await this.reviews.seedSamples(payload.businessId, payload.businessType);
    });
  }

  @EventPattern(EVENT_TOPICS.businessUpdated)
  async businessUpdated(@Payload() raw: unknown): Promise<void> {
    await this.handle(raw, EVENT_TOPICS.businessUpdated, ZBusinessUpdatedEvent, ({ payload }) =>
      this.settings.rememberBusiness(payload.businessId, {
        userId: payload.userId,
        businessName: payload.business.businessName,
        businessType: payload.business.businessType,
        timezone: payload.business.timezone,
      }),
    );
  }

  // Account deletion: every review, suggestion and setting of the business goes.
  @EventPattern(EVENT_TOPICS.userDeleted)
  async userDeleted(@Payload() raw: unknown): Promise<void> {
    await this.handle(raw, EVENT_TOPICS.userDeleted, ZUserDeletedEvent, async ({ payload }) => {
      const removed = await this.reviews.forget(payload.businessId);
      await this.settings.forget(payload.businessId);
      this.logger.log({ businessId: payload.businessId, removed }, 'Reviews of a deleted account erased');
    });
  }

  private async handle<TSchema extends z.ZodType>(
    raw: unknown,
    topic: string,
    schema: TSchema,
    effect: (event: TEventEnvelope<z.infer<TSchema>>) => Promise<void>,
  ): Promise<void> {
    let event: TEventEnvelope<z.infer<TSchema>>;
    try {
      event = parseEvent(raw, schema);
    } catch (error) {
      this.logger.error({ err: error, topic }, 'Malformed event skipped');
      return;
    }
    // Transient failures (a database or Redis blip) are retried here: the Kafka offset moves on
    // only after the effect is done.
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (await this.processed.seen(event.id)) return;
        await effect(event);
        await this.processed.markProcessed(event.id, topic);
        return;
      } catch (error) {
        if (attempt >= ATTEMPTS) throw error;
        this.logger.warn({ err: error, topic, eventId: event.id, attempt }, 'Event handling failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, FIRST_DELAY_MS * 2 ** (attempt - 1)));
      }
    }
  }
}
