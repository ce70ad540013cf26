import { Injectable } from '@nestjs/common';
import { GoogleReplyUpdated, GoogleReviewSynced, type TGoogleReplyUpdatedEvent, type TGoogleReviewSyncedEvent, type TReplySubmittedEvent } from '@app/contracts';
import { outboxRow } from '@app/service-kit';
import { raiseReviewAlerts } from '../../alerts/review-alerts';
import { PrismaClient, type GoogleReviewImport, type Prisma } from '../../generated/prisma/client';

// Reviews are keyed by business (one business's reviews stay in order), reply outcomes by review.
const reviewSyncedRow = (review: TGoogleReviewSyncedEvent) => outboxRow(GoogleReviewSynced, review, { key: review.businessId, actor: { businessId: review.businessId } });

// docs/product.md §10: a Google review raises its alert where it is synced (only a fresh one, see
// reviewAlertOf; the alert's key is Google's review name, so syncing it again raises nothing).
const alertReviews = async (tx: Prisma.TransactionClient, reviews: TGoogleReviewSyncedEvent[]): Promise<void> => {
  for (const review of reviews) {
    await raiseReviewAlerts(tx, review.businessId, {
      externalId: review.externalId,
      reviewerName: review.reviewerName,
      rating: review.rating,
      text: review.reviewText,
      reviewDate: new Date(review.createTime),
      observedAt: review.observedAt ? new Date(review.observedAt) : new Date(),
      replied: review.reply !== null,
    });
  }
};

// Google's reviews are kept as analysis keeps imported ones (received_reviews, once per review
// name), so the daily roll-up and the review pace count them too; none for a business gone.
const keepReviews = async (tx: Prisma.TransactionClient, reviews: TGoogleReviewSyncedEvent[]): Promise<void> => {
  const businessIds = [...new Set(reviews.map((review) => review.businessId))];
  if (businessIds.length === 0) return;
  const known = new Set((await tx.business.findMany({ where: { id: { in: businessIds } }, select: { id: true } })).map((business) => business.id));
  const kept = reviews.filter((review) => known.has(review.businessId));
  if (kept.length === 0) return;
  await tx.receivedReview.createMany({
    data: kept.map((review) => ({ businessId: review.businessId, externalId: review.externalId, rating: review.rating, reviewDate: new Date(review.createTime) })),
    skipDuplicates: true,
  });
};

export type TImportDue = { businessId: string; locationName: string };

// Review imports' checkpoints, notifications already seen, and the events that carry Google's
// reviews and reply outcomes to the reviews service (always through the outbox).
@Injectable()
export class GoogleReviewsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // Connected businesses whose reviews need a full import at `now`: never imported for their
  // location, connected again since, an import left unfinished (a killed process), or the last
  // one older than `intervalMs`.
  async importsDue(now: Date, intervalMs: number): Promise<(TImportDue & { resume: GoogleReviewImport | null })[]> {
    const connections = await this.prisma.googleConnection.findMany({
      where: { status: 'connected', refreshToken: { not: null }, locationName: { not: null } },
      select: { businessId: true, locationName: true, connectedAt: true },
    });
    const imports = await this.prisma.googleReviewImport.findMany({ where: { businessId: { in: connections.map((row) => row.businessId) } } });
    const byBusiness = new Map(imports.map((row) => [row.businessId, row]));
    const due: (TImportDue & { resume: GoogleReviewImport | null })[] = [];
    for (const connection of connections) {
      const locationName = connection.locationName ?? '';
      const last = byBusiness.get(connection.businessId);
      const stale =
        !last ||
        last.locationName !== locationName ||
        (connection.connectedAt !== null && connection.connectedAt > last.startedAt) ||
        (last.completedAt !== null && now.getTime() - last.completedAt.getTime() >= intervalMs);
      if (stale) due.push({ businessId: connection.businessId, locationName, resume: null });
      else if (last.completedAt === null) due.push({ businessId: connection.businessId, locationName, resume: last });
    }
    return due;
  }

  // A new import run from the first page (it replaces the checkpoint of the last one).
  startImport(businessId: string, locationName: string, now: Date): Promise<GoogleReviewImport> {
    const data = { locationName, startedAt: now, pageToken: null, pages: 0, imported: 0, total: null, completedAt: null };
    return this.prisma.googleReviewImport.upsert({ where: { businessId }, create: { businessId, ...data }, update: data });
  }

  // A run Google refused for good: done until the next periodic sync.
  async finishImport(run: GoogleReviewImport): Promise<void> {
    await this.prisma.googleReviewImport.updateMany({ where: { businessId: run.businessId, startedAt: run.startedAt, completedAt: null }, data: { completedAt: new Date() } });
  }

  // When the reviews of the business were last fully synced (kept while a new run goes).
  async lastReviewsSync(businessId: string): Promise<string | null> {
    const connection = await this.prisma.googleConnection.findUnique({ where: { businessId }, select: { reviewsSync: true } });
    const sync = connection?.reviewsSync as { lastSyncedAt?: unknown } | null | undefined;
    return typeof sync?.lastSyncedAt === 'string' ? sync.lastSyncedAt : null;
  }

  findImport(businessId: string): Promise<GoogleReviewImport | null> {
    return this.prisma.googleReviewImport.findUnique({ where: { businessId } });
  }

  // One page of an import: its reviews' events and the checkpoint that moves past it, in one
  // transaction, so a process killed mid-page does the page again and never publishes it twice.
  // `total` is the location's review count Google gave with the page (the run's progress).
  // False when the run was replaced meanwhile (nothing written).
  async savePage(run: GoogleReviewImport, reviews: TGoogleReviewSyncedEvent[], nextPageToken: string | null, total: number | null): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.googleReviewImport.updateMany({
        where: { businessId: run.businessId, startedAt: run.startedAt, pages: run.pages, completedAt: null },
        data: {
          pageToken: nextPageToken,
          pages: { increment: 1 },
          imported: { increment: reviews.length },
          ...(total === null ? {} : { total }),
          ...(nextPageToken ? {} : { completedAt: new Date() }),
        },
      });
      if (count === 0) return false;
      if (reviews.length > 0) await tx.outboxEvent.createMany({ data: reviews.map(reviewSyncedRow) });
      await keepReviews(tx, reviews);
      await alertReviews(tx, reviews);
      return true;
    });
  }

  async publishReview(review: TGoogleReviewSyncedEvent): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await tx.outboxEvent.createMany({ data: [reviewSyncedRow(review)] });
      await keepReviews(tx, [review]);
      await alertReviews(tx, [review]);
    });
  }

  async publishReplyOutcome(outcome: TGoogleReplyUpdatedEvent): Promise<void> {
    await this.prisma.outboxEvent.createMany({ data: [outboxRow(GoogleReplyUpdated, outcome, { key: outcome.reviewId, actor: { businessId: outcome.businessId } })] });
  }

  // Remembers the newest revision asked for each review's reply (in the transaction of the event
  // that asks for it).
  async recordReply(reply: TReplySubmittedEvent, tx: Prisma.TransactionClient): Promise<void> {
    await tx.$executeRaw`
      INSERT INTO google_reply_revisions (review_id, business_id, revision)
      SELECT ${reply.reviewId}::uuid, id, ${reply.revision} FROM businesses WHERE id = ${reply.businessId}::uuid
      ON CONFLICT (review_id) DO UPDATE SET revision = GREATEST(google_reply_revisions.revision, EXCLUDED.revision)`;
  }

  // True when a newer revision of the reply was asked for since this one.
  async supersededReply(reply: TReplySubmittedEvent): Promise<boolean> {
    const latest = await this.prisma.googleReplyRevision.findFirst({ where: { reviewId: reply.reviewId, businessId: reply.businessId } });
    return latest !== null && latest.revision > reply.revision;
  }

  async seen(messageId: string): Promise<boolean> {
    return (await this.prisma.googleNotification.count({ where: { messageId } })) > 0;
  }

  // Records a Pub/Sub message id once its work is queued: a redelivered push does no work.
  async markSeen(messageId: string): Promise<void> {
    await this.prisma.googleNotification.createMany({ data: [{ messageId }], skipDuplicates: true });
  }
}
