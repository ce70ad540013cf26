import type { Prisma } from '../generated/prisma/client';
import { ATTACK_WINDOW_MS, reviewAlertOf, reviewAttackAlertOf, type TReviewSeen } from './alert-rules';
import { raiseAlert } from './alerts.repository';

// docs/product.md §10: a new 1-3 star review raises an alert at once; the third 1-star review
// within 24 hours also raises a possible review attack. Called in the transaction that records
// the review (reviews.review.received, a Google review synced). The burst is counted from the
// 1-star review alerts themselves, so reviews from either source count and only fresh ones do.
export const raiseReviewAlerts = async (tx: Prisma.TransactionClient, businessId: string, review: TReviewSeen): Promise<void> => {
  const draft = reviewAlertOf(review);
  if (!draft) return;
  const raised = await raiseAlert(tx, businessId, draft);
  if (!raised || review.rating !== 1) return;
  const since = new Date(review.reviewDate.getTime() - ATTACK_WINDOW_MS);
  const burst = await tx.$queryRaw<{ externalId: string; reviewDate: Date }[]>`
    SELECT data->>'externalId' AS "externalId", (data->>'reviewDate')::timestamptz AS "reviewDate"
    FROM alerts
    WHERE business_id = ${businessId}::uuid AND kind = 'review' AND data->>'rating' = '1'
      AND (data->>'reviewDate')::timestamptz > ${since} AND (data->>'reviewDate')::timestamptz <= ${review.reviewDate}
    ORDER BY (data->>'reviewDate')::timestamptz, data->>'externalId'`;
  const attack = reviewAttackAlertOf(burst);
  if (attack) await raiseAlert(tx, businessId, attack);
};
