import { Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import { ReplyGenerator } from '../suggestions/reply-generator';
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

@Injectable()
export class SuggestReplyJob {
  private readonly logger = new Logger(SuggestReplyJob.name);

  constructor(
    private readonly repository: SuggestionsRepository,
    private readonly generator: ReplyGenerator,
  ) {}

  async handle(data: TSuggestReplyJob): Promise<TSuggestOutcome> {
    const target = await this.repository.target(data.businessId, data.reviewId);
    if (!target) return 'gone';
    if (target.review.suggestionGeneration !== data.generation) return 'stale';
    if (await this.repository.hasSuggestion(data.businessId, data.reviewId, data.generation)) {
      // A job that stored its suggestion and then lost its lock: only the review row may lag.
      await this.repository.store(data, null, target.settings);
      return 'already-stored';
    }
    const { review, settings } = target;
    const draft = await this.generator.draft(data.businessId, settings.timezone, {
      reviewerName: review.reviewerName,
      rating: review.rating,
      reviewText: review.reviewText,
      tone: settings.tone,
      businessName: settings.businessName,
      businessType: settings.businessType,
    });
    // The text is stored in one transaction with the review's update (and the auto-reply), so a
    // worker killed at any point leaves either nothing or the whole result.
    await this.repository.store(data, { text: draft.text, tone: settings.tone, source: draft.source }, settings);
    this.logger.debug({ reviewId: data.reviewId, generation: data.generation, source: draft.source }, 'Suggestion stored');
    return 'stored';
  }
}
