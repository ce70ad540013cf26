import { Injectable } from '@nestjs/common';
import type { TGoogleSource, TListingUpdate, TOpeningHours, TReviewsSummary } from '@app/contracts';
import { PrismaClient, type Listing } from '../generated/prisma/client';
import type { TImportedListing } from './google-location';

export type TListingFields = {
  phone: string | null;
  website: string | null;
  description: string | null;
  categories: string[];
  hours: TOpeningHours[];
  photosCount: number;
};

@Injectable()
export class ListingRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // The business's listing, created from `initial` on first use. INSERT ... ON CONFLICT DO NOTHING
  // and then a read, so first uses at once all find the one row: Prisma runs an upsert with an
  // empty update as a read then an insert, which fails all but one of them on the primary key.
  async ensure(businessId: string, initial: TListingFields): Promise<Listing> {
    await this.prisma.listing.createMany({ data: [{ businessId, ...initial }], skipDuplicates: true });
    return this.prisma.listing.findUniqueOrThrow({ where: { businessId } });
  }

  find(businessId: string): Promise<Listing | null> {
    return this.prisma.listing.findUnique({ where: { businessId } });
  }

  // Empty strings clear optional fields (a PATCH with "" removes the phone).
  async update(businessId: string, update: TListingUpdate): Promise<Listing> {
    const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value);
    return this.prisma.listing.update({
      where: { businessId },
      data: {
        ...(update.name === undefined ? {} : { name: update.name }),
        ...(update.address === undefined ? {} : { address: update.address }),
        phone: blankToNull(update.phone),
        website: blankToNull(update.website),
        description: blankToNull(update.description),
        ...(update.categories === undefined ? {} : { categories: update.categories }),
        ...(update.hours === undefined ? {} : { hours: update.hours }),
        ...(update.photosCount === undefined ? {} : { photosCount: update.photosCount }),
      },
    });
  }

  // The location as Google has it (on import, or the fields Google returned after an edit):
  // the listing stops being sample data.
  // `point`: the location's coordinates from a full import (undefined: left as they are).
  async saveFromGoogle(businessId: string, initial: TListingFields, fields: Partial<TImportedListing>, source: TGoogleSource, point?: { latitude: number; longitude: number } | null): Promise<void> {
    await this.prisma.listing.createMany({ data: [{ businessId, ...initial }], skipDuplicates: true });
    const coordinates = point === undefined ? {} : { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
    await this.prisma.listing.update({ where: { businessId }, data: { ...fields, ...coordinates, isSample: false, source } });
  }

  // The newest reviews summary, kept for when the reviews service does not answer.
  async saveReviews(businessId: string, summary: TReviewsSummary): Promise<void> {
    await this.prisma.listing.updateMany({
      where: { businessId },
      data: {
        reviewsTotal: summary.total,
        reviewsAverage: summary.averageRating,
        reviewsPending: summary.pendingCount,
        reviewsOldestPending: summary.oldestPendingAt ? new Date(summary.oldestPendingAt) : null,
        reviewsSample: summary.isSample,
        reviewsCheckedAt: new Date(),
      },
    });
  }
}
