import { Injectable } from '@nestjs/common';
import { DEFAULT_TIMEZONE, type TBusinessType, type TReviewSettings, type TReviewTone } from '@app/contracts';
import { PrismaClient } from '../generated/prisma/client';
import { submitGoogleReply } from '../reviews/reply-outbox';
import { DEFAULT_SETTINGS, type TStoredSettings } from '../settings/settings.repository';

export type TSuggestionKey = { reviewId: string; businessId: string; generation: number };
export type TNewSuggestion = { text: string; tone: TReviewTone; source: 'openai' | 'local' };

// What a suggestion job reads of its review.
export type TSuggestionReview = {
  reviewerName: string;
  rating: number;
  reviewText: string;
  responseText: string | null;
  suggestionGeneration: number;
  source: string;
};

type TTargetRow = TSuggestionReview & {
  tone: string | null;
  autoRespond: string | null;
  businessName: string | null;
  businessType: string | null;
  timezone: string | null;
  storedText: string | null;
  runId: string | null;
};

@Injectable()
export class SuggestionsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // One read: the review of the business, its settings (defaults when the business is not known
  // yet), the suggestion already stored for the job's generation, if any, and the 'Generate
  // responses' run that asked for it (null for a new review's first suggestion).
  async target(key: TSuggestionKey): Promise<{ review: TSuggestionReview; settings: TStoredSettings; storedText: string | null; runId: string | null } | null> {
    const [row] = await this.prisma.$queryRaw<TTargetRow[]>`
      SELECT r.reviewer_name AS "reviewerName", r.rating, r.review_text AS "reviewText", r.response_text AS "responseText",
             r.suggestion_generation AS "suggestionGeneration", r.source, r.suggestion_run_id AS "runId",
             s.tone, s.auto_respond AS "autoRespond", s.business_name AS "businessName", s.business_type AS "businessType", s.timezone,
             g.text AS "storedText"
      FROM reviews r
      LEFT JOIN review_settings s ON s.business_id = r.business_id
      LEFT JOIN review_suggestions g ON g.review_id = r.id AND g.generation = ${key.generation}
      WHERE r.id = ${key.reviewId}::uuid AND r.business_id = ${key.businessId}::uuid`;
    if (!row) return null;
    const { tone, autoRespond, businessName, businessType, timezone, storedText, runId, ...review } = row;
    return {
      review,
      storedText,
      runId,
      settings: {
        tone: (tone as TReviewSettings['tone'] | null) ?? DEFAULT_SETTINGS.tone,
        autoRespond: (autoRespond as TReviewSettings['autoRespond'] | null) ?? DEFAULT_SETTINGS.autoRespond,
        businessName,
        businessType: businessType as TBusinessType | null,
        timezone: timezone ?? DEFAULT_TIMEZONE,
      },
    };
  }

  // One statement: the suggestion of this generation (at most one: unique per review and
  // generation), its copy on the review, and the automatic reply when `autoSend`. The row lock the
  // UPDATE takes sees an owner's reply stored meanwhile and never overwrites it (the CASEs read the
  // current row); a review whose generation moved on is left alone.
  async store(key: TSuggestionKey, suggestion: TNewSuggestion, decision: { held: string | null; autoSend: boolean }): Promise<void> {
    await this.prisma.$executeRaw`
      WITH inserted AS (
        INSERT INTO review_suggestions (id, review_id, business_id, generation, text, tone, source)
        VALUES (gen_random_uuid(), ${key.reviewId}::uuid, ${key.businessId}::uuid, ${key.generation}, ${suggestion.text}, ${suggestion.tone}, ${suggestion.source})
        ON CONFLICT (review_id, generation) DO NOTHING
        RETURNING id
      )
      UPDATE reviews SET
        ai_suggested_response = ${suggestion.text},
        suggestion_status = 'ready',
        auto_reply_held = CASE WHEN response_text IS NULL THEN ${decision.held} ELSE auto_reply_held END,
        response_date = CASE WHEN ${decision.autoSend} AND response_text IS NULL THEN now() ELSE response_date END,
        responded_automatically = CASE WHEN ${decision.autoSend} AND response_text IS NULL THEN true ELSE responded_automatically END,
        response_text = CASE WHEN ${decision.autoSend} AND response_text IS NULL THEN ${suggestion.text} ELSE response_text END,
        updated_at = now()
      WHERE id = ${key.reviewId}::uuid AND business_id = ${key.businessId}::uuid AND suggestion_generation = ${key.generation}`;
  }

  // The automatic reply to a Google review: the suggestion, and the reply stored as publishing
  // under the next revision with its `reviews.reply.submitted` event, in one transaction.
  async storeWithGoogleReply(key: TSuggestionKey, suggestion: TNewSuggestion): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await tx.reviewSuggestion.createMany({ data: [{ ...key, ...suggestion }], skipDuplicates: true });
      const stored = await tx.reviewSuggestion.findUnique({ where: { reviewId_generation: { reviewId: key.reviewId, generation: key.generation } } });
      if (!stored) return;
      // Locked: an owner's reply (or a Google sync) stored meanwhile is seen, never overwritten.
      await tx.$queryRaw`SELECT id FROM reviews WHERE id = ${key.reviewId}::uuid FOR UPDATE`;
      const review = await tx.review.findFirst({ where: { id: key.reviewId, businessId: key.businessId, suggestionGeneration: key.generation } });
      if (!review) return;
      const updated = await tx.review.update({ where: { id: review.id }, data: { aiSuggestedResponse: stored.text, suggestionStatus: 'ready', autoReplyHeld: null } });
      if (review.responseText === null) await submitGoogleReply(tx, updated, stored.text, { responseText: stored.text, respondedAutomatically: true });
    });
  }

  // Reviews still waiting for their suggestion a while after they last changed: their job may have
  // been lost (a crash between the commit that stored them and the queue add). No index serves this
  // on purpose: one on the pending reviews would stop a stored suggestion from ever updating its
  // review in place (HOT), which costs the review events more (bench/README.md, "The reviews repair
  // sweep").
  async waitingForSuggestion(olderThan: Date, limit: number): Promise<TSuggestionKey[]> {
    const rows = await this.prisma.review.findMany({
      where: { suggestionStatus: 'pending', updatedAt: { lt: olderThan } },
      select: { id: true, businessId: true, suggestionGeneration: true },
      orderBy: { updatedAt: 'asc' },
      take: limit,
    });
    return rows.map((row) => ({ reviewId: row.id, businessId: row.businessId, generation: row.suggestionGeneration }));
  }

  // Every attempt failed: the review shows that no suggestion is coming (the job stays dead-lettered).
  async markFailed(key: TSuggestionKey): Promise<void> {
    await this.prisma.review.updateMany({
      where: { id: key.reviewId, businessId: key.businessId, suggestionGeneration: key.generation, suggestionStatus: 'pending' },
      data: { suggestionStatus: 'failed' },
    });
  }
}
