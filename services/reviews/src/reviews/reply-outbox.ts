import { GOOGLE_SOURCES, ReplySubmitted } from '@app/contracts';
import { outboxRow } from '@app/service-kit';
import type { Prisma, Review } from '../generated/prisma/client';

// A review whose replies are published on the owner's Google Business Profile.
export const isGoogleReview = (review: Pick<Review, 'source'>): boolean => (GOOGLE_SOURCES as readonly string[]).includes(review.source);

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
  // Keyed by review, so the outcomes of one review's revisions stay in order.
  await tx.outboxEvent.createMany({
    data: [
      outboxRow(
        ReplySubmitted,
        { businessId: review.businessId, reviewId: review.id, externalId: review.externalId, text, revision: updated.replyRevision },
        { key: review.id, actor: { businessId: review.businessId } },
      ),
    ],
  });
  return updated;
};
