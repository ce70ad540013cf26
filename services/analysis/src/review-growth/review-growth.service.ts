import { Injectable, Logger } from '@nestjs/common';
import { mybusinessbusinessinformation } from '@googleapis/mybusinessbusinessinformation';
import type { TBusinessScope, TReviewGrowth } from '@app/contracts';
import { countExternalCall, ServiceException } from '@app/service-kit';
import { ScopeService } from '../businesses/scope.service';
import { GoogleAccess } from '../google/google-access';
import { reviewLinkOf } from './review-link';
import { competitorPerMonth, ownPerMonth, paceWindowStart, reviewPace } from './review-pace';
import { ReviewGrowthRepository } from './review-growth.repository';

export const REVIEW_LINK_MESSAGES = {
  revoked: 'Google no longer gives Nearbly access to your Business Profile. Connect Google again to get your review link.',
  unavailable: 'Google did not answer. Please try again in a moment.',
  refused: 'Google did not give the review link of your location. Please try again later.',
} as const;

// docs/product.md §2 Reviews, "Get more reviews": the shop's review pace against its competitors', and the
// link customers use to write a review on Google.
@Injectable()
export class ReviewGrowthService {
  private readonly logger = new Logger(ReviewGrowthService.name);

  constructor(
    private readonly scope: ScopeService,
    private readonly google: GoogleAccess,
    private readonly repository: ReviewGrowthRepository,
  ) {}

  async growth(scope: TBusinessScope, now = new Date()): Promise<TReviewGrowth> {
    const business = await this.scope.business(scope);
    const since = paceWindowStart(now);
    const [own, competitors, link] = await Promise.all([
      this.repository.ownReviews(business.id, since, now),
      this.repository.competitorSnapshots(business.id, since),
      this.reviewLink(business.id),
    ]);
    const pace = reviewPace(
      ownPerMonth(own.inWindow, own.everKnown),
      competitors.map((competitor) => ({ name: competitor.name, ...competitorPerMonth(competitor.snapshots) })),
    );
    return { shopName: business.name, ...link, pace };
  }

  // The connected location's link: from the cache while it is for the same location, else from
  // the location's metadata on Google (Business Information API), then cached. No connected
  // location: no link. A Google failure is the owner's message, never a 500. The connection is read
  // once, beside the cache; its client is usually kept already by the periodic syncs.
  private async reviewLink(businessId: string): Promise<{ placeId: string | null; reviewLink: string | null }> {
    const [client, cached] = await Promise.all([this.google.forBusiness(businessId), this.repository.cachedLink(businessId)]);
    if (!client) return { placeId: null, reviewLink: null };
    if (cached?.reviewLink && cached.locationName === client.locationName) return { placeId: cached.placeId, reviewLink: cached.reviewLink };
    let metadata;
    try {
      const api = mybusinessbusinessinformation({ version: 'v1', auth: client.auth, rootUrl: client.urls.businessInformation });
      ({ data: { metadata } } = await api.locations.get({ name: client.locationName, readMask: 'name,metadata' }));
      countExternalCall('google', 'ok');
    } catch (error) {
      const failure = await this.google.failure(businessId, error);
      this.logger.warn({ businessId, status: failure.status }, 'Could not read the review link of the Google location');
      if (failure.revoked) throw new ServiceException('CONFLICT', REVIEW_LINK_MESSAGES.revoked);
      if (failure.retriable) throw new ServiceException('UNAVAILABLE', REVIEW_LINK_MESSAGES.unavailable);
      // 403 and 404 say what is wrong with the location (no longer managed, gone).
      throw new ServiceException('VALIDATION', failure.status === 403 || failure.status === 404 ? failure.reason : REVIEW_LINK_MESSAGES.refused);
    }
    const link = reviewLinkOf(metadata);
    if (link.reviewLink) await this.repository.saveLink(businessId, { ...link, locationName: client.locationName });
    return link;
  }
}
