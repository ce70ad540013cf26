import { Injectable, Logger } from '@nestjs/common';
import { mybusinessbusinessinformation, type mybusinessbusinessinformation_v1 } from '@googleapis/mybusinessbusinessinformation';
import type { TErrorDetail, TListingUpdate } from '@app/contracts';
import { countExternalCall, ServiceException } from '@app/service-kit';
import type { Business } from '../generated/prisma/client';
import { GoogleAccess, type TGoogleClient } from '../google/google-access';
import {
  changedFields,
  GOOGLE_EDITABLE,
  listingFieldOf,
  listingFromLocation,
  LOCATION_READ_MASK,
  pointOfLocation,
  periodsOf,
  type TGoogleEditable,
  type TGoogleLocation,
  type TImportedListing,
} from './google-location';
import { sampleListing } from './listing-defaults';
import { ListingRepository } from './listing.repository';

type TCategory = mybusinessbusinessinformation_v1.Schema$Category;

const FIELD_LABELS: Record<keyof TListingUpdate, string> = {
  name: 'business name',
  address: 'address',
  phone: 'phone number',
  website: 'website',
  description: 'description',
  categories: 'categories',
  hours: 'opening hours',
  photosCount: 'photos',
};

export const ADDRESS_ON_GOOGLE =
  'Change the address on Google Business Profile itself: Google may ask to verify the business again after an address change.';

const api = (client: TGoogleClient) => mybusinessbusinessinformation({ version: 'v1', auth: client.auth, rootUrl: client.urls.businessInformation });

// The connected business's listing on Google: imported into the GMB page, and changed there only
// when the owner confirms an edit (docs/product.md: the product changes nothing on Google without
// the owner's explicit action).
@Injectable()
export class GoogleListingService {
  private readonly logger = new Logger(GoogleListingService.name);

  constructor(
    private readonly google: GoogleAccess,
    private readonly repository: ListingRepository,
  ) {}

  // Imports the location; false when the business is not connected. A failure is recorded on the
  // connection's listing sync and rethrown when a retry can help (the job retries with backoff).
  async import(business: Business): Promise<boolean> {
    const client = await this.google.forBusiness(business.id);
    if (!client) return false;
    await this.google.saveSync(business.id, 'listing', { state: 'running', lastSyncedAt: null, imported: null, error: null });
    try {
      const { data } = await api(client).locations.get({ name: client.locationName, readMask: LOCATION_READ_MASK });
      countExternalCall('google', 'ok');
      await this.repository.saveFromGoogle(business.id, sampleListing(business), listingFromLocation(data), client.source, pointOfLocation(data));
      await this.google.saveSync(business.id, 'listing', { state: 'idle', lastSyncedAt: new Date().toISOString(), imported: 1, error: null });
      return true;
    } catch (error) {
      const failure = await this.google.failure(business.id, error);
      await this.google.saveSync(business.id, 'listing', { state: 'failed', lastSyncedAt: null, imported: null, error: failure.reason });
      this.logger.warn({ businessId: business.id, status: failure.status }, 'Google listing import failed');
      if (failure.retriable) throw new Error(failure.reason);
      return false;
    }
  }

  // The owner confirmed an edit: PATCH the location with an update mask of the changed fields
  // only, then keep what Google answered. Google's refusal names the listing field it is about.
  async update(business: Business, client: TGoogleClient, current: TImportedListing, update: TListingUpdate): Promise<void> {
    if (update.address !== undefined && update.address.trim() !== current.address.trim()) {
      throw new ServiceException('VALIDATION', ADDRESS_ON_GOOGLE, [{ path: 'address', message: ADDRESS_ON_GOOGLE }]);
    }
    const changed = changedFields(current, update);
    if (changed.length === 0) return;
    try {
      const requestBody = await this.bodyOf(client, changed, update);
      const { data } = await api(client).locations.patch({
        name: client.locationName,
        updateMask: changed.map((field) => GOOGLE_EDITABLE[field]).join(','),
        requestBody,
      });
      countExternalCall('google', 'ok');
      const returned = listingFromLocation(data);
      // Google may answer categories by id only: what the owner chose is what it kept then.
      if (returned.categories.length === 0 && update.categories) returned.categories = update.categories.map((name) => name.trim());
      const fields: Partial<TImportedListing> = Object.fromEntries(changed.map((field) => [field, returned[field]]));
      await this.repository.saveFromGoogle(business.id, sampleListing(business), fields, client.source);
      this.logger.log({ businessId: business.id, fields: changed }, 'Listing updated on Google');
    } catch (error) {
      if (error instanceof ServiceException) throw error;
      throw await this.refusal(business.id, error);
    }
  }

  private async bodyOf(client: TGoogleClient, changed: TGoogleEditable[], update: TListingUpdate): Promise<TGoogleLocation> {
    const body: TGoogleLocation = {};
    for (const field of changed) {
      switch (field) {
        case 'name':
          body.title = update.name?.trim() ?? '';
          break;
        case 'phone':
          body.phoneNumbers = { primaryPhone: update.phone?.trim() ?? '' };
          break;
        case 'website':
          body.websiteUri = update.website?.trim() ?? '';
          break;
        case 'description':
          body.profile = { description: update.description?.trim() ?? '' };
          break;
        case 'categories':
          body.categories = await this.categoriesOf(client, update.categories ?? []);
          break;
        case 'hours':
          body.regularHours = { periods: periodsOf(update.hours ?? []) };
          break;
      }
    }
    return body;
  }

  // Google knows categories by id (gcid:...): the location's own categories by their names, any
  // other through the category list of its country.
  private async categoriesOf(client: TGoogleClient, names: string[]): Promise<mybusinessbusinessinformation_v1.Schema$Categories> {
    if (names.length === 0) {
      throw new ServiceException('VALIDATION', 'Google needs a primary category', [{ path: 'categories', message: 'Google needs a primary category' }]);
    }
    const { data } = await api(client).locations.get({ name: client.locationName, readMask: 'categories,storefrontAddress' });
    const known = new Map<string, TCategory>(
      [data.categories?.primaryCategory, ...(data.categories?.additionalCategories ?? [])].flatMap((category) =>
        category?.name && category.displayName ? [[category.displayName.toLowerCase(), category] as const] : [],
      ),
    );
    const resolved: TCategory[] = [];
    for (const name of names) {
      const category: TCategory | undefined = known.get(name.trim().toLowerCase()) ?? (await this.lookUpCategory(client, name.trim(), data.storefrontAddress?.regionCode ?? 'US'));
      if (!category) {
        const message = `Google has no category named "${name.trim()}"`;
        throw new ServiceException('VALIDATION', message, [{ path: 'categories', message }]);
      }
      resolved.push({ name: category.name ?? null, displayName: category.displayName ?? name.trim() });
    }
    const [primaryCategory, ...additionalCategories] = resolved;
    return { primaryCategory, additionalCategories };
  }

  private async lookUpCategory(client: TGoogleClient, displayName: string, regionCode: string): Promise<TCategory | undefined> {
    const { data } = await api(client).categories.list({ regionCode, languageCode: 'en', view: 'BASIC', filter: `displayName=${displayName}`, pageSize: 100 });
    return (data.categories ?? []).find((category) => category.displayName?.toLowerCase() === displayName.toLowerCase());
  }

  private async refusal(businessId: string, error: unknown): Promise<ServiceException> {
    const failure = await this.google.failure(businessId, error);
    this.logger.warn({ businessId, status: failure.status }, 'Google refused a listing update');
    if (failure.revoked) return new ServiceException('CONFLICT', failure.reason);
    if (failure.retriable) return new ServiceException('UNAVAILABLE', failure.reason);
    const details: TErrorDetail[] = failure.fieldViolations.flatMap((violation) => {
      const field = listingFieldOf(violation.field);
      return field ? [{ path: field, message: violation.description }] : [];
    });
    const first = details[0];
    if (first) return new ServiceException('VALIDATION', `Google refused the ${FIELD_LABELS[first.path as keyof TListingUpdate] ?? first.path}: ${first.message}`, details);
    return new ServiceException('VALIDATION', failure.reason);
  }
}
