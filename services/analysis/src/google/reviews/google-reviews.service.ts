import { Injectable, Logger } from '@nestjs/common';
import { GOOGLE_NOTIFICATION_TYPES, type TGoogleNotification, type TGoogleNotificationAccepted, type TReplySubmittedEvent } from '@app/contracts';
import type { TInboxContext } from '@app/service-kit';
import type { Prisma } from '../../generated/prisma/client';
import { GoogleAccess } from '../google-access';
import { locationOf } from './google-review-mapping';
import { GoogleReviewsQueue } from './google-reviews.queue';
import { GoogleReviewsRepository } from './google-reviews.repository';

const isReviewNotification = (type: string): boolean => (GOOGLE_NOTIFICATION_TYPES as readonly string[]).includes(type);

@Injectable()
export class GoogleReviewsService {
  private readonly logger = new Logger(GoogleReviewsService.name);

  constructor(
    private readonly access: GoogleAccess,
    private readonly repository: GoogleReviewsRepository,
    private readonly queue: GoogleReviewsQueue,
  ) {}

  // A verified Pub/Sub push (from the BFF): the review it names is fetched for every business
  // syncing that location. Not accepted: another kind of notification, or a location nobody
  // connected (nothing is stored). A message seen before does nothing more.
  async notification(notification: TGoogleNotification): Promise<TGoogleNotificationAccepted> {
    const location = locationOf(notification.locationName);
    if (!isReviewNotification(notification.notificationType) || !notification.reviewName || !location || locationOf(notification.reviewName) !== location) return { accepted: false };
    const businesses = await this.access.businessesForLocation(location);
    if (businesses.length === 0) {
      this.logger.log({ messageId: notification.messageId, location }, 'Google notification for a location nobody connected; ignored');
      return { accepted: false };
    }
    if (await this.repository.seen(notification.messageId)) return { accepted: true };
    for (const businessId of businesses) await this.queue.enqueueFetch({ businessId, reviewName: notification.reviewName }, notification.messageId);
    await this.repository.markSeen(notification.messageId);
    return { accepted: true };
  }

  // The newest revision is recorded with the event (so an older job knows it is superseded); the
  // job that publishes it is queued once that is committed, under the revision's job id.
  async replySubmitted(reply: TReplySubmittedEvent, inbox: TInboxContext<Prisma.TransactionClient>): Promise<void> {
    await this.repository.recordReply(reply, inbox.tx);
    inbox.afterCommit(() => this.queue.enqueueReply(reply));
  }
}
