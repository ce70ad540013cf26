import { Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import { autoRespondApplies } from '@app/contracts';
import { isGoogleReview } from '../reviews/reply-outbox';
import { heldReason } from '../suggestions/reply-check';
import { ReplyGenerator } from '../suggestions/reply-generator';
import { SuggestionRunsRepository } from '../suggestions/suggestion-runs.repository';
import { SuggestionsRepository } from '../suggestions/suggestions.repository';

// One suggestion for one generation of a review. 'Generate responses' asks for the next
// generation; a stale job (older generation) does nothing.
export const ZSuggestReplyJob = z.object({
  reviewId: z.uuid(),
  businessId: z.uuid(),
  generation: z.number().int().positive(),
});
export type TSuggestReplyJob = z.infer<typeof ZSuggestReplyJob>;

export const SUGGEST_REPLY_JOB = 'suggest-reply';

// Stable id: adding the same review's job twice (a redelivered event) keeps one job.
export const suggestReplyJobId = (job: TSuggestReplyJob): string => `${job.reviewId}-suggest-${job.generation}`;

export type TSuggestOutcome = 'stored' | 'already-stored' | 'stale' | 'gone';

// A job is one read (the review, its business's settings and any suggestion already stored for
// this generation) and one statement (the suggestion and the review's copy of it, and the
// automatic reply when the rule allows it), so the hot path costs two round trips to Postgres.
// An automatic reply to a Google review also needs its revision and outbox event: that rarer
// case takes the transaction of SuggestionsRepository.storeWithGoogleReply.
@Injectable()
export class SuggestReplyJob {
  private readonly logger = new Logger(SuggestReplyJob.name);

  constructor(
    private readonly repository: SuggestionsRepository,
    private readonly generator: ReplyGenerator,
    private readonly runs: SuggestionRunsRepository,
  ) {}

  async handle(data: TSuggestReplyJob): Promise<TSuggestOutcome> {
    const target = await this.repository.target(data);
    if (!target) return 'gone';
    const { review, settings, storedText, runId } = target;
    if (review.suggestionGeneration !== data.generation) return 'stale';
    // A job that stored its suggestion and then lost its lock re-applies the stored text.
    const suggestion = storedText
      ? { text: storedText, tone: settings.tone, source: 'local' as const }
      : {
          ...(await this.generator.draft(data.businessId, settings.timezone, {
            reviewerName: review.reviewerName,
            rating: review.rating,
            reviewText: review.reviewText,
            tone: settings.tone,
            businessName: settings.businessName,
            businessType: settings.businessType,
          })),
          tone: settings.tone,
        };
    const applies = review.responseText === null && autoRespondApplies(settings.autoRespond, review.rating);
    const held = applies ? heldReason(suggestion.text, settings.businessType) : null;
    const autoSend = applies && held === null;
    if (autoSend && isGoogleReview(review)) await this.repository.storeWithGoogleReply(data, suggestion);
    else await this.repository.store(data, suggestion, { held, autoSend });
    // A suggestion 'Generate responses' asked for may be the last its run waited for.
    if (runId) await this.runs.settle(data);
    this.logger.debug({ reviewId: data.reviewId, generation: data.generation, source: suggestion.source }, 'Suggestion stored');
    return storedText ? 'already-stored' : 'stored';
  }
}
