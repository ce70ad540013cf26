import { Controller } from '@nestjs/common';
import { GoogleRequests, ReplySubmitted, type TEventOf, type TGoogleNotificationAccepted, type TRequestOf } from '@app/contracts';
import { Handles, OnEvent, type TInboxContext } from '@app/service-kit';
import type { Prisma } from '../../generated/prisma/client';
import { GoogleReviewsService } from './google-reviews.service';

// Google reviews' inputs: notifications the BFF verified, and replies the reviews service asks to
// publish (a redelivered event adds nothing: one job per reply revision).
@Controller()
export class GoogleReviewsConsumer {
  constructor(private readonly reviews: GoogleReviewsService) {}

  @Handles(GoogleRequests.notification)
  notification(input: TRequestOf<typeof GoogleRequests.notification>): Promise<TGoogleNotificationAccepted> {
    return this.reviews.notification(input);
  }

  @OnEvent(ReplySubmitted)
  replySubmitted(event: TEventOf<typeof ReplySubmitted>, inbox: TInboxContext<Prisma.TransactionClient>): Promise<void> {
    return this.reviews.replySubmitted(event.payload, inbox);
  }
}
