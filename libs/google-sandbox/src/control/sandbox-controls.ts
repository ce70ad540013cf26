import { addReview, changeReview, removeReply, reviewJson, setReply, type TNewReview, type TReviewChange, type TReviewEvent } from '../api/review-actions';
import type { TSandboxContext } from '../http/sandbox-context';
import type { TPushDelivery } from '../pubsub/push-publisher';
import { STAR_RATINGS } from '../state/sandbox-state';
import { ZFault, type TFault } from './faults';

export class ControlError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

// What tests and the demo do "on Google's side": customers' reviews, the owner's edits on Google,
// revoked access, faults, a fresh seed. The JSON control routes and the in-process API share it.
export class SandboxControls {
  constructor(private readonly context: TSandboxContext) {}

  private location(locationId: string) {
    const location = this.context.store.location(locationId);
    if (!location) throw new ControlError(404, `No sandbox location ${locationId}`);
    return location;
  }

  private review(locationId: string, reviewId: string) {
    const location = this.location(locationId);
    const review = this.context.store.review(location.id, reviewId);
    if (!review) throw new ControlError(404, `No review ${reviewId} at location ${locationId}`);
    return { location, review };
  }

  // A customer posts a review (NEW_REVIEW is pushed when the account's setting asks for it).
  addReview(locationId: string, input: TNewReview): Promise<TReviewEvent> {
    return addReview(this.context, this.location(locationId), input);
  }

  // The customer edits it (UPDATED_REVIEW).
  changeReview(locationId: string, reviewId: string, input: TReviewChange): Promise<TReviewEvent> {
    const { location, review } = this.review(locationId, reviewId);
    return changeReview(this.context, location, review, input);
  }

  // The owner edits or deletes the reply on Google itself (no notification: a sync finds it).
  editReplyOnGoogle(locationId: string, reviewId: string, comment: string) {
    if (!comment.trim()) throw new ControlError(400, 'A reply needs a comment');
    return setReply(this.context, this.review(locationId, reviewId).review, comment);
  }

  deleteReplyOnGoogle(locationId: string, reviewId: string): { deleted: boolean } {
    return { deleted: removeReply(this.context, this.review(locationId, reviewId).review) };
  }

  // The user removes the app's access in their Google Account: every token stops working.
  revokeUser(email: string): { revokedGrants: number } {
    const user = this.context.store.userByEmail(email);
    if (!user) throw new ControlError(404, `No sandbox Google user ${email}`);
    return { revokedGrants: this.context.tokens.revokeUser(user.id) };
  }

  expireAccessTokens(): { expired: number } {
    return { expired: this.context.tokens.expireAccessTokens() };
  }

  addFault(input: unknown): TFault[] {
    const parsed = ZFault.safeParse(input);
    if (!parsed.success) throw new ControlError(400, parsed.error.issues.map((issue) => `${issue.path.join('.') || 'fault'}: ${issue.message}`).join('; '));
    this.context.faults.add(parsed.data);
    return this.context.faults.list();
  }

  clearFaults(): void {
    this.context.faults.clear();
  }

  configurePush(change: { pushEndpoint?: string; audience?: string }) {
    for (const url of [change.pushEndpoint, change.audience]) {
      if (url !== undefined && !URL.canParse(url)) throw new ControlError(400, `Not a URL: ${url}`);
    }
    return this.context.publisher.configure(change);
  }

  pushes(): TPushDelivery[] {
    return this.context.publisher.deliveries();
  }

  async redeliver(messageId: string, times: number) {
    if (!Number.isInteger(times) || times < 1 || times > 100) throw new ControlError(400, 'times must be 1 to 100');
    const attempts = await this.context.publisher.redeliver(messageId, times);
    if (!attempts) throw new ControlError(404, `No pushed message ${messageId}`);
    return attempts;
  }

  // Back to the seed: reviews, listings, settings; every OAuth grant is gone, faults and the
  // request log too.
  reset(): void {
    this.context.store.reset();
    this.context.faults.clear();
    this.context.log.clear();
  }

  summary() {
    const { store } = this.context;
    const state = store.state;
    const stars = (rating: string) => STAR_RATINGS.indexOf(rating as (typeof STAR_RATINGS)[number]) + 1;
    return {
      seededAt: state.seededAt,
      users: state.users.map((user) => ({
        email: user.email,
        name: `${user.givenName} ${user.familyName}`,
        accounts: user.accountIds.map((id) => ({ name: `accounts/${id}`, accountName: store.account(id)?.accountName ?? id })),
        connectedApps: state.grants.filter((grant) => grant.userId === user.id).map((grant) => ({ clientId: grant.clientId, scopes: grant.scopes })),
      })),
      locations: state.locations.map((location) => {
        const reviews = store.reviewsOf(location.id);
        return {
          id: location.id,
          name: `locations/${location.id}`,
          v4Name: `accounts/${location.accountId}/locations/${location.id}`,
          title: location.fields.title ?? '',
          account: `accounts/${location.accountId}`,
          totalReviewCount: reviews.length,
          averageRating: reviews.length > 0 ? Math.round((reviews.reduce((sum, review) => sum + stars(review.starRating), 0) / reviews.length) * 10) / 10 : 0,
          unanswered: reviews.filter((review) => !review.reply).length,
        };
      }),
      recentReviews: [...state.reviews]
        .sort((a, b) => b.updateTime.localeCompare(a.updateTime))
        .slice(0, 15)
        .map((review) => {
          const location = this.location(review.locationId);
          return { locationId: location.id, locationTitle: location.fields.title ?? '', ...reviewJson(review, location) };
        }),
      notificationSettings: Object.entries(state.notificationSettings).map(([accountId, setting]) => ({ name: `accounts/${accountId}/notificationSetting`, ...setting })),
      pubsub: { ...this.context.publisher.subscription },
      faults: this.context.faults.list(),
      pushes: this.context.publisher.deliveries().slice(-15).reverse(),
    };
  }
}
