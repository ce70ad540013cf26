import { createEvent, EVENT_TOPICS, GOOGLE_SOURCES, type TReplySubmittedEvent } from '@app/contracts';
import { currentCorrelationId } from '@app/service-kit';
import type { Prisma, Review } from '../generated/prisma/client';

// A review whose replies are published on the owner's Google Business Profile.
export const isGoogleReview = (review: Pick<Review, 'source'>): boolean => (GOOGLE_SOURCES as readonly string[]).includes(review.source);

// The `reviews.reply.submitted` outbox row, written in the transaction that stores the reply. Keyed
// by review so the outcomes of one review's revisions stay in order.
const replySubmittedRow = (payload: TReplySubmittedEvent): Prisma.OutboxEventCreateInput => {
  const correlationId = currentCorrelationId();
  const event = createEvent({
    type: EVENT_TOPICS.replySubmitted,
    payload,
    actor: { businessId: payload.businessId },
    ...(correlationId === undefined ? {} : { correlationId }),
  });
  const { correlationId: absent, ...envelope } = event;
  return { id: event.id, topic: event.type, key: payload.reviewId, payload: absent === undefined ? envelope : event };
};

// Stores a reply to a Google review as publishing under the next revision and asks analysis to
// publish it, in the caller's transaction: the reply is never stored without its event.
export const submitGoogleReply = async (
  tx: Prisma.TransactionClient,
  review: Review,
  text: string,
  reply: { responseText?: string; respondedAutomatically?: boolean } = {},
): Promise<Review> => {
  const now = new Date();
  const updated = await tx.review.update({
    where: { id: review.id },
    data: {
      ...(reply.responseText === undefined ? {} : { responseText: reply.responseText, responseDate: now }),
      ...(reply.respondedAutomatically === undefined ? {} : { respondedAutomatically: reply.respondedAutomatically }),
      replyState: 'publishing',
      replyError: null,
      replyRevision: { increment: 1 },
      replyUpdatedAt: now,
    },
  });
  await tx.outboxEvent.create({
    data: replySubmittedRow({ businessId: review.businessId, reviewId: review.id, externalId: review.externalId, text, revision: updated.replyRevision }),
  });
  return updated;
};
