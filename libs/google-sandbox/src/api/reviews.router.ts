import express, { type Request, Router } from 'express';
import { badRequest, notFound } from '../http/google-error';
import { queryText } from '../http/query';
import { apiRoute, type TCaller } from '../http/route';
import type { TSandboxContext } from '../http/sandbox-context';
import { BUSINESS_MANAGE_SCOPE } from '../oauth/scopes';
import { STAR_RATINGS, type TReview } from '../state/sandbox-state';
import { locationFor } from './access';
import { pageSizeOf, paginate } from './paging';
import { withoutDefaults } from './proto-json';
import { removeReply, reviewJson, setReply } from './review-actions';

const SERVICE = 'mybusiness.googleapis.com';
const REPLY_MAX_BYTES = 4096;

const stars = (review: TReview) => STAR_RATINGS.indexOf(review.starRating) + 1;
const byUpdateDesc = (a: TReview, b: TReview) => b.updateTime.localeCompare(a.updateTime) || b.createTime.localeCompare(a.createTime) || a.id.localeCompare(b.id);
const ORDERS: Record<string, (a: TReview, b: TReview) => number> = {
  'updateTime desc': byUpdateDesc,
  rating: (a, b) => stars(a) - stars(b) || byUpdateDesc(a, b),
  'rating desc': (a, b) => stars(b) - stars(a) || byUpdateDesc(a, b),
};

// My Business API v4 reviews: list (50 a page at most, with the location's average and count),
// get, reply, delete the reply. Paths carry the account and the location.
export const reviewsRouter = (context: TSandboxContext): Router => {
  const router = Router();
  const { store } = context;
  const locationOf = (request: Request, caller: TCaller) => locationFor(store, caller, String(request.params.locationId), String(request.params.accountId));
  const reviewOf = (request: Request, caller: TCaller) => {
    const location = locationOf(request, caller);
    const review = store.review(location.id, String(request.params.reviewId));
    if (!review) throw notFound();
    return { location, review };
  };

  router.get(
    '/v4/accounts/:accountId/locations/:locationId/reviews',
    apiRoute(context, 'mybusiness.accounts.locations.reviews.list', SERVICE, BUSINESS_MANAGE_SCOPE, (request, caller) => {
      const location = locationOf(request, caller);
      const orderBy = (queryText(request.query.orderBy) || 'updateTime desc').trim();
      const order = ORDERS[orderBy];
      if (!order) throw badRequest([{ field: 'order_by', description: 'Invalid order_by. Supported: "updateTime desc", "rating", "rating desc".' }]);
      const reviews = [...store.reviewsOf(location.id)].sort(order);
      const page = paginate(reviews, `reviews:${location.id}:${orderBy}`, request.query.pageToken, pageSizeOf(request.query.pageSize, 50, 50));
      const total = reviews.reduce((sum, review) => sum + stars(review), 0);
      return withoutDefaults({
        reviews: page.items.map((review) => reviewJson(review, location)),
        averageRating: reviews.length > 0 ? Math.round((total / reviews.length) * 10) / 10 : 0,
        totalReviewCount: reviews.length,
        nextPageToken: page.nextPageToken,
      });
    }),
  );
  router.get(
    '/v4/accounts/:accountId/locations/:locationId/reviews/:reviewId',
    apiRoute(context, 'mybusiness.accounts.locations.reviews.get', SERVICE, BUSINESS_MANAGE_SCOPE, (request, caller) => {
      const { location, review } = reviewOf(request, caller);
      return reviewJson(review, location);
    }),
  );
  router.put(
    '/v4/accounts/:accountId/locations/:locationId/reviews/:reviewId/reply',
    express.json({ limit: '64kb' }),
    apiRoute(context, 'mybusiness.accounts.locations.reviews.updateReply', SERVICE, BUSINESS_MANAGE_SCOPE, (request, caller) => {
      const { review } = reviewOf(request, caller);
      const comment: unknown = (request.body as { comment?: unknown } | undefined)?.comment;
      if (typeof comment !== 'string' || comment.trim() === '') throw badRequest([{ field: 'comment', description: 'Reply comment is required.' }]);
      if (Buffer.byteLength(comment) > REPLY_MAX_BYTES) throw badRequest([{ field: 'comment', description: `Reply comment is longer than ${REPLY_MAX_BYTES} bytes.` }]);
      return setReply(context, review, comment);
    }),
  );
  router.delete(
    '/v4/accounts/:accountId/locations/:locationId/reviews/:reviewId/reply',
    apiRoute(context, 'mybusiness.accounts.locations.reviews.deleteReply', SERVICE, BUSINESS_MANAGE_SCOPE, (request, caller) => {
      const { review } = reviewOf(request, caller);
      if (!removeReply(context, review)) throw notFound();
      return {};
    }),
  );
  return router;
};
