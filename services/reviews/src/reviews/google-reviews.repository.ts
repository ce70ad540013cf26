import { Injectable } from '@nestjs/common';
import type { TGoogleReplyUpdatedEvent, TGoogleReviewSyncedEvent } from '@app/contracts';
import { Prisma, PrismaClient, type Review } from '../generated/prisma/client';

// What storing a synced Google review did: the stored row, whether it is new, whether it changed.
export type TSyncedOutcome = { review: Review; created: boolean; changed: boolean };

// The reply part of a synced state, as stored columns.
const replyColumns = (reply: NonNullable<TGoogleReviewSyncedEvent['reply']>) => {
  const at = new Date(reply.updateTime);
  return {
    responseText: reply.text,
    responseDate: at,
    replyState: 'published',
    replyError: null,
    replyUpdatedAt: at,
    autoReplyHeld: null,
  };
};

// Reviews of the owner's Google Business Profile, as analysis reads them from Google, and the
// outcomes of publishing the owner's replies there.
@Injectable()
export class GoogleReviewsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // Upserts by (business, Google's review name): never a duplicate, and the same state twice
  // changes nothing. The first Google review of a business removes its generated samples. A reply
  // edited or deleted on Google replaces or clears the stored one, except the owner's reply that is
  // still publishing (or was settled after this state was read), which wins; a failed reply Google
  // never got stays for the owner to retry.
  // In the caller's transaction (the inbox's: the state and its event's record commit together).
  async storeSynced(
    tx: Prisma.TransactionClient,
    event: TGoogleReviewSyncedEvent,
  ): Promise<TSyncedOutcome> {
    const { businessId, externalId } = event;
    const fields = {
      platform: 'Google',
      source: event.source,
      reviewerName: event.reviewerName,
      rating: event.rating,
      reviewText: event.reviewText,
      reviewDate: new Date(event.createTime),
    };
    const inserted = await tx.review.createManyAndReturn({
      data: [
        {
          businessId,
          externalId,
          ...fields,
          ...(event.reply ? { ...replyColumns(event.reply), suggestionStatus: 'ready' } : {}),
        },
      ],
      skipDuplicates: true,
    });
    const created = inserted[0];
    if (created) {
      await tx.review.deleteMany({ where: { businessId, isSample: true } });
      return { review: created, created: true, changed: true };
    }
    await tx.$queryRaw`SELECT id FROM reviews WHERE business_id = ${businessId}::uuid AND external_id = ${externalId} FOR UPDATE`;
    const existing = await tx.review.findUniqueOrThrow({
      where: { businessId_externalId: { businessId, externalId } },
    });
    const changes: Prisma.ReviewUpdateInput = {};
    if (existing.source !== fields.source) changes.source = fields.source;
    if (existing.reviewerName !== fields.reviewerName) changes.reviewerName = fields.reviewerName;
    if (existing.reviewDate.getTime() !== fields.reviewDate.getTime())
      changes.reviewDate = fields.reviewDate;
    const reviewChanged =
      existing.rating !== fields.rating || existing.reviewText !== fields.reviewText;
    if (reviewChanged)
      Object.assign(changes, { rating: fields.rating, reviewText: fields.reviewText });

    const observedAt = event.observedAt ? new Date(event.observedAt) : null;
    const readBeforeOwnerReply =
      observedAt !== null &&
      existing.replyUpdatedAt !== null &&
      observedAt < existing.replyUpdatedAt;
    let responseText = existing.responseText;
    if (existing.replyState !== 'publishing' && !readBeforeOwnerReply) {
      if (event.reply) {
        if (existing.responseText !== event.reply.text || existing.replyState !== 'published') {
          Object.assign(
            changes,
            replyColumns(event.reply),
            existing.responseText === event.reply.text ? {} : { respondedAutomatically: false },
          );
          responseText = event.reply.text;
        }
      } else if (existing.responseText !== null && existing.replyState !== 'failed') {
        // Deleted on Google: the review is waiting for a reply again.
        Object.assign(changes, {
          responseText: null,
          responseDate: null,
          replyState: null,
          replyError: null,
          replyUpdatedAt: null,
          respondedAutomatically: false,
        });
        responseText = null;
      }
    }
    // A review still waiting for a reply gets a fresh suggestion when its text changed or it has none.
    if (
      responseText === null &&
      existing.suggestionStatus !== 'pending' &&
      (reviewChanged || existing.aiSuggestedResponse === null)
    ) {
      Object.assign(changes, {
        suggestionGeneration: { increment: 1 },
        suggestionStatus: 'pending',
      });
    }
    if (Object.keys(changes).length === 0)
      return { review: existing, created: false, changed: false };
    const review = await tx.review.update({ where: { id: existing.id }, data: changes });
    return { review, created: false, changed: true };
  }

  // Applies an outcome only to the revision it is about, while that revision is publishing: an
  // outcome of an older reply (or a redelivered one) changes nothing.
  async applyReplyUpdate(
    tx: Prisma.TransactionClient,
    event: TGoogleReplyUpdatedEvent,
  ): Promise<boolean> {
    const { count } = await tx.review.updateMany({
      where: {
        id: event.reviewId,
        businessId: event.businessId,
        replyRevision: event.revision,
        replyState: 'publishing',
      },
      data: {
        replyState: event.state,
        replyError: event.state === 'published' ? null : event.reason,
        replyUpdatedAt: new Date(event.at),
      },
    });
    return count > 0;
  }
}
