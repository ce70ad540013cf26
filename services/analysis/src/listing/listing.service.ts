import { Injectable } from '@nestjs/common';
import { ZListingSource, ZOpeningHours, type TBusinessScope, type TListing, type TListingTask, type TListingUpdate, type TReviewsSummary } from '@app/contracts';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { ScopeService } from '../businesses/scope.service';
import { GoogleAccess } from '../google/google-access';
import { GoogleListingService } from './google-listing.service';
import type { Business, Listing } from '../generated/prisma/client';
import { sampleListing } from './listing-defaults';
import { checklistOf, scoreOf } from './listing-score';
import { ListingRepository } from './listing.repository';
import { ReviewsSummaryClient } from './reviews-summary.client';

// What insights need of a listing: its checklist and the reviews summary behind it.
export type TListingState = {
  listing: TListing;
  reviews: { total: number; averageRating: number; pendingCount: number; oldestPendingAt: Date | null; isSample: boolean };
};

// The coordinates are the scans' business (src/visibility), not the GMB page's.
type TListingRow = Omit<Listing, 'businessId' | 'createdAt' | 'latitude' | 'longitude'>;

const hoursOf = (raw: unknown) => {
  const parsed = ZOpeningHours.array().safeParse(raw);
  return parsed.success ? parsed.data : [];
};

// A business whose auth event has not arrived yet (a request moments after sign-up) has no name.
export const profileKnown = (business: Pick<Business, 'name'>): boolean => business.name.trim().length > 0;

// The GMB page: the business's listing, its optimisation score and the checklist that raises it.
@Injectable()
export class ListingService {
  constructor(
    private readonly scope: ScopeService,
    private readonly repository: ListingRepository,
    private readonly reviews: ReviewsSummaryClient,
    private readonly google: GoogleAccess,
    private readonly googleListing: GoogleListingService,
    private readonly businesses: BusinessesRepository,
  ) {}

  async get(scope: TBusinessScope): Promise<TListing> {
    const business = await this.scope.business(scope);
    return (await this.stateOf(business)).listing;
  }

  // docs/product.md §4: a read-only account (plan ended) cannot change its listing. A business
  // connected to Google changes its location there first (the page asked the owner to confirm);
  // what Google keeps no copy of (the photos count) stays local.
  async update(scope: TBusinessScope, update: TListingUpdate): Promise<TListing> {
    const { business } = await this.scope.forChange(scope);
    await this.repository.ensure(business.id, sampleListing(business));
    const client = await this.google.forBusiness(business.id);
    if (client) {
      const { listing } = await this.stateOf(business);
      await this.googleListing.update(business, client, listing, update);
      if (update.photosCount !== undefined) await this.repository.update(business.id, { photosCount: update.photosCount });
    } else {
      await this.repository.update(business.id, update);
    }
    return (await this.stateOf(business)).listing;
  }

  // The connected location, imported again (on pick and by the periodic refresh).
  async importFromGoogle(businessId: string): Promise<boolean> {
    const business = await this.businesses.find(businessId);
    return business ? this.googleListing.import(business) : false;
  }

  // The listing with a fresh reviews summary when the reviews service answers, else the last kept.
  // It is stored from the first read once the business profile is known; before that the sample
  // is shown without being kept, so it never keeps a blank profile's description.
  async stateOf(business: Business): Promise<TListingState> {
    if (profileKnown(business)) await this.repository.ensure(business.id, sampleListing(business));
    const summary = await this.reviews.summary(business.id);
    if (summary) await this.repository.saveReviews(business.id, summary);
    const row = await this.repository.find(business.id);
    return toState(business, row ?? unsaved(business, summary));
  }
}

const unsaved = (business: Business, summary: TReviewsSummary | undefined): TListingRow => ({
  ...sampleListing(business),
  name: null,
  address: null,
  isSample: true,
  source: 'sample',
  reviewsTotal: summary?.total ?? 0,
  reviewsAverage: summary?.averageRating ?? 0,
  reviewsPending: summary?.pendingCount ?? 0,
  reviewsOldestPending: summary?.oldestPendingAt ? new Date(summary.oldestPendingAt) : null,
  reviewsSample: summary?.isSample ?? false,
  reviewsCheckedAt: summary ? new Date() : null,
  updatedAt: new Date(),
});

export const toState = (business: Pick<Business, 'name' | 'address'>, row: TListingRow): TListingState => {
  const reviews = { total: row.reviewsTotal, averageRating: row.reviewsAverage, pendingCount: row.reviewsPending };
  const fields = {
    name: row.name ?? business.name,
    address: row.address ?? business.address,
    phone: row.phone,
    website: row.website,
    description: row.description,
    categories: row.categories,
    hours: hoursOf(row.hours),
    photosCount: row.photosCount,
  };
  const checklist: TListingTask[] = checklistOf({ ...fields, reviews });
  return {
    listing: { ...fields, reviews, score: scoreOf(checklist), checklist, isSample: row.isSample, source: ZListingSource.catch('sample').parse(row.source), updatedAt: row.updatedAt.toISOString() },
    reviews: { ...reviews, oldestPendingAt: row.reviewsOldestPending, isSample: row.reviewsSample },
  };
};
