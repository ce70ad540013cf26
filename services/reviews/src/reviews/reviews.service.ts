import { Injectable, Logger } from '@nestjs/common';
import type {
  TBusinessType,
  TGoogleReplyUpdatedEvent,
  TGoogleReviewSyncedEvent,
  TReview,
  TReviewReceivedEvent,
  TReviewsGenerated,
  TReviewsPage,
  TReviewsQuery,
  TReviewsSummary,
} from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import type { Prisma } from '../generated/prisma/client';
import { sampleReviewsFor } from '../samples/sample-reviews';
import { SettingsRepository } from '../settings/settings.repository';
import { ReplyGenerator } from '../suggestions/reply-generator';
import { SuggestionRunsRepository } from '../suggestions/suggestion-runs.repository';
import { SuggestionsQueue } from '../suggestions/suggestions.queue';
import { GoogleReviewsRepository } from './google-reviews.repository';
import { reviewView } from './review-view';
import { ReviewsRepository } from './reviews.repository';

const RECENT_DAYS = 30;

// Runs an effect once the inbox's transaction committed (a queue add whose worker reads the rows).
type TAfterCommit = (effect: () => Promise<unknown>) => void;
const NOT_FOUND = 'Review not found';

@Injectable()
export class ReviewsService {
  private readonly logger = new Logger(ReviewsService.name);

  constructor(
    private readonly repository: ReviewsRepository,
    private readonly queue: SuggestionsQueue,
    private readonly generator: ReplyGenerator,
    private readonly settings: SettingsRepository,
    private readonly google: GoogleReviewsRepository,
    private readonly runs: SuggestionRunsRepository,
  ) {}

  // Reviews arrived (a chunk of events, in the inbox's transaction): each stored once, and one
  // suggestion job per created review, added once the transaction committed (the worker reads the
  // row). A redelivered review creates nothing and queues nothing.
  async receive(tx: Prisma.TransactionClient, reviews: TReviewReceivedEvent[], afterCommit: TAfterCommit): Promise<number> {
    const created = await this.repository.storeReceived(tx, reviews);
    const jobs = created
      .filter((review) => review.suggestionStatus === 'pending')
      .map((review) => ({ reviewId: review.id, businessId: review.businessId, generation: review.suggestionGeneration }));
    if (jobs.length > 0) afterCommit(() => this.queue.enqueue(jobs));
    if (created.length > 0) this.logger.log({ created: created.length, received: reviews.length }, 'Reviews received');
    return created.length;
  }

  // A new business's sample set, in the inbox's transaction; their suggestion jobs after the commit.
  async seedSamples(tx: Prisma.TransactionClient, businessId: string, businessType: TBusinessType, afterCommit: TAfterCommit): Promise<number> {
    const rows = await this.repository.storeSamples(tx, businessId, sampleReviewsFor(businessId, businessType));
    if (rows.length > 0) afterCommit(() => this.queue.enqueue(rows.map((row) => ({ reviewId: row.id, businessId, generation: row.suggestionGeneration }))));
    return rows.length;
  }

  async list(businessId: string, query: TReviewsQuery): Promise<TReviewsPage> {
    const [{ rows, total }, isSample, aiNotice, suggestionRun] = await Promise.all([
      this.repository.page(businessId, query),
      this.repository.onlySamples(businessId),
      this.settings.get(businessId).then(({ timezone }) => this.generator.notice(businessId, timezone)),
      this.runs.latest(businessId),
    ]);
    return {
      reviews: rows.map(reviewView),
      total,
      page: query.page,
      limit: query.limit,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
      isSample,
      aiMode: this.generator.mode,
      aiNotice,
      suggestionRun,
    };
  }

  // Only the owning business may answer: any other review id is simply not found.
  async respond(businessId: string, reviewId: string, responseText: string): Promise<TReview> {
    const row = await this.repository.respond(businessId, reviewId, responseText);
    if (!row) throw new ServiceException('NOT_FOUND', NOT_FOUND);
    return reviewView(row);
  }

  // Publish again a Google reply whose publication failed (the Retry button).
  async retryReply(businessId: string, reviewId: string): Promise<TReview> {
    const row = await this.repository.retryReply(businessId, reviewId);
    if (!row) throw new ServiceException('NOT_FOUND', NOT_FOUND);
    if (row === 'not-failed') throw new ServiceException('CONFLICT', 'Only a reply that failed to publish on Google can be retried');
    this.logger.log({ businessId, reviewId, revision: row.replyRevision }, 'Google reply submitted again');
    return reviewView(row);
  }

  // A Google review as analysis read it: stored once per Google review name, and a suggestion
  // queued while it waits for a reply (a redelivered or repeated state queues nothing new: the
  // job id is per review and generation).
  async receiveGoogle(tx: Prisma.TransactionClient, event: TGoogleReviewSyncedEvent, afterCommit: TAfterCommit): Promise<void> {
    const { review, created, changed } = await this.google.storeSynced(tx, event);
    if (review.suggestionStatus === 'pending') {
      afterCommit(() => this.queue.enqueue([{ reviewId: review.id, businessId: review.businessId, generation: review.suggestionGeneration }]));
    }
    if (created || changed) this.logger.log({ businessId: event.businessId, reviewId: review.id, created }, created ? 'Google review imported' : 'Google review updated');
  }

  async replyUpdated(tx: Prisma.TransactionClient, event: TGoogleReplyUpdatedEvent): Promise<void> {
    const applied = await this.google.applyReplyUpdate(tx, event);
    this.logger.log({ businessId: event.businessId, reviewId: event.reviewId, revision: event.revision, state: event.state, applied }, 'Google reply outcome');
  }

  // 'Generate responses': a new run asks every pending review for a new suggestion; the page
  // follows the run's progress from the server (docs/product.md §4 Long actions).
  async regenerate(businessId: string): Promise<TReviewsGenerated> {
    const { targets, run } = await this.runs.start(businessId);
    await this.queue.enqueue(targets);
    this.logger.log({ businessId, queued: targets.length }, 'New suggestions asked for');
    return { queued: targets.length, suggestionRun: run };
  }

  async summary(businessId: string, now = new Date()): Promise<TReviewsSummary> {
    const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
    const [counts, isSample] = await Promise.all([this.repository.summary(businessId, since), this.repository.onlySamples(businessId)]);
    return {
      total: counts.total,
      averageRating: counts.average === null ? 0 : Math.round(counts.average * 10) / 10,
      recentReviews: counts.recent,
      pendingCount: counts.pending,
      isSample,
      oldestPendingAt: counts.oldestPendingAt?.toISOString() ?? null,
    };
  }

  async forget(tx: Prisma.TransactionClient, businessId: string): Promise<number> {
    await this.runs.deleteBusiness(tx, businessId);
    return this.repository.deleteBusiness(tx, businessId);
  }
}
