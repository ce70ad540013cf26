import { Injectable } from '@nestjs/common';
import { autoRespondApplies, type TReviewTone } from '@app/contracts';
import { PrismaClient, type Review } from '../generated/prisma/client';
import { isGoogleReview, submitGoogleReply } from '../reviews/reply-outbox';
import { SettingsRepository, type TStoredSettings } from '../settings/settings.repository';
import { heldReason } from './reply-check';

export type TSuggestionKey = { reviewId: string; businessId: string; generation: number };
export type TNewSuggestion = { text: string; tone: TReviewTone; source: 'openai' | 'local' };

@Injectable()
export class SuggestionsRepository {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly settings: SettingsRepository,
  ) {}

  async target(businessId: string, reviewId: string): Promise<{ review: Review; settings: TStoredSettings } | null> {
    const review = await this.prisma.review.findFirst({ where: { id: reviewId, businessId } });
    return review ? { review, settings: await this.settings.get(businessId) } : null;
  }

  async hasSuggestion(businessId: string, reviewId: string, generation: number): Promise<boolean> {
    return (await this.prisma.reviewSuggestion.count({ where: { businessId, reviewId, generation } })) > 0;
  }

  // Stores the suggestion of one generation (at most one: unique per review and generation),
  // copies it to the review, and sends it as the reply when the auto-respond rule says so and the
  // text passes the output check (else it stays pending with the reason). `suggestion` null
  // re-applies an already stored one.
  async store(key: TSuggestionKey, suggestion: TNewSuggestion | null, settings: Pick<TStoredSettings, 'autoRespond' | 'businessType'>): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      if (suggestion) {
        await tx.reviewSuggestion.createMany({ data: [{ ...key, ...suggestion }], skipDuplicates: true });
      }
      const stored = await tx.reviewSuggestion.findUnique({ where: { reviewId_generation: { reviewId: key.reviewId, generation: key.generation } } });
      if (!stored) return;
      // Locked: an owner's reply (or a Google sync) stored meanwhile is seen, never overwritten.
      await tx.$queryRaw`SELECT id FROM reviews WHERE id = ${key.reviewId}::uuid FOR UPDATE`;
      const review = await tx.review.findFirst({ where: { id: key.reviewId, businessId: key.businessId, suggestionGeneration: key.generation } });
      if (!review) return;
      const applies = review.responseText === null && autoRespondApplies(settings.autoRespond, review.rating);
      const held = applies ? heldReason(stored.text, settings.businessType) : null;
      const autoSend = applies && held === null;
      // A Google review's automatic reply is published there like the owner's (reply-outbox.ts).
      const googleSend = autoSend && isGoogleReview(review);
      const updated = await tx.review.update({
        where: { id: review.id },
        data: {
          aiSuggestedResponse: stored.text,
          suggestionStatus: 'ready',
          autoReplyHeld: held,
          ...(autoSend && !googleSend ? { responseText: stored.text, responseDate: new Date(), respondedAutomatically: true } : {}),
        },
      });
      if (googleSend) await submitGoogleReply(tx, updated, stored.text, { responseText: stored.text, respondedAutomatically: true });
    });
  }

  // Every attempt failed: the review shows that no suggestion is coming (the job stays dead-lettered).
  async markFailed(key: TSuggestionKey): Promise<void> {
    await this.prisma.review.updateMany({
      where: { id: key.reviewId, businessId: key.businessId, suggestionGeneration: key.generation, suggestionStatus: 'pending' },
      data: { suggestionStatus: 'failed' },
    });
  }
}
