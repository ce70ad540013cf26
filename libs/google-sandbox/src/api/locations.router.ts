import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { badRequest } from '../http/google-error';
import { queryText } from '../http/query';
import { apiRoute } from '../http/route';
import type { TSandboxContext } from '../http/sandbox-context';
import { BUSINESS_MANAGE_SCOPE } from '../oauth/scopes';
import { CATEGORIES } from '../state/categories';
import type { TLocation, TLocationFields } from '../state/sandbox-state';
import { accountFor, locationFor } from './access';
import { applyMask, parseMask, project } from './field-mask';
import { validateLocation } from './location-validation';
import { pageSizeOf, paginate } from './paging';
import { withoutDefaults } from './proto-json';

const SERVICE = 'mybusinessbusinessinformation.googleapis.com';

const READABLE = new Set([
  'name', 'languageCode', 'storeCode', 'title', 'phoneNumbers', 'categories', 'storefrontAddress', 'websiteUri', 'regularHours', 'specialHours',
  'serviceArea', 'labels', 'adWordsLocationExtensions', 'latlng', 'openInfo', 'metadata', 'profile', 'relationshipData', 'moreHours', 'serviceItems',
]);
const UPDATABLE = new Set(['languageCode', 'storeCode', 'title', 'phoneNumbers', 'categories', 'storefrontAddress', 'websiteUri', 'regularHours', 'specialHours', 'labels', 'latlng', 'openInfo', 'profile']);

// A mask is required, and every path must start with a field of Location (Google's 400 otherwise).
const maskOf = (value: unknown, field: 'read_mask' | 'update_mask', allowed: Set<string>): string[] => {
  const paths = parseMask(value);
  if (!paths) throw badRequest([{ field, description: 'Field is required.' }]);
  if (paths.some((path) => !allowed.has(path.split('.')[0] ?? ''))) throw badRequest([{ field, description: 'Invalid field mask provided' }]);
  return paths;
};

export const locationJson = (location: TLocation, origin: string) => ({
  name: `locations/${location.id}`,
  ...structuredClone(location.fields),
  metadata: {
    hasGoogleUpdated: false,
    hasPendingEdits: false,
    hasVoiceOfMerchant: true,
    canDelete: true,
    canOperateLocalPost: true,
    placeId: location.placeId,
    mapsUri: `https://maps.google.com/maps?cid=${location.id}`,
    // Where customers leave a review: in the sandbox, its own form for this location.
    newReviewUri: `${origin}/_sandbox/?location=${location.id}#add-review`,
  },
});

// Calls of `locations/{id}:verb` (the Performance API) are not the location itself.
const plainLocation = (request: Request, _response: Response, next: NextFunction) => (String(request.params.locationId).includes(':') ? next('route') : next());

// Business Information API v1: an account's locations, one location, its update, categories.
export const locationsRouter = (context: TSandboxContext): Router => {
  const router = Router();
  const { store } = context;
  router.get(
    '/v1/accounts/:accountId/locations',
    apiRoute(context, 'mybusinessbusinessinformation.accounts.locations.list', SERVICE, BUSINESS_MANAGE_SCOPE, (request, caller) => {
      const account = accountFor(store, caller, String(request.params.accountId));
      const mask = maskOf(request.query.readMask, 'read_mask', READABLE);
      const listing = `locations:${account.id}:${mask.join(',')}`;
      const page = paginate(store.locationsOf(account.id), listing, request.query.pageToken, pageSizeOf(request.query.pageSize, 10, 100));
      return withoutDefaults({
        locations: page.items.map((location) => project(locationJson(location, context.origin()), mask)),
        nextPageToken: page.nextPageToken,
        totalSize: store.locationsOf(account.id).length,
      });
    }),
  );
  router.get(
    '/v1/locations/:locationId',
    plainLocation,
    apiRoute(context, 'mybusinessbusinessinformation.locations.get', SERVICE, BUSINESS_MANAGE_SCOPE, (request, caller) => {
      const location = locationFor(store, caller, String(request.params.locationId));
      return project(locationJson(location, context.origin()), maskOf(request.query.readMask, 'read_mask', READABLE));
    }),
  );
  router.patch(
    '/v1/locations/:locationId',
    plainLocation,
    express.json({ limit: '256kb' }),
    apiRoute(context, 'mybusinessbusinessinformation.locations.patch', SERVICE, BUSINESS_MANAGE_SCOPE, (request, caller) => {
      const location = locationFor(store, caller, String(request.params.locationId));
      const paths = maskOf(request.query.updateMask, 'update_mask', UPDATABLE);
      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
      const updated = applyMask<TLocationFields>(location.fields, body, paths);
      const refused = validateLocation(updated, location.fields, paths);
      if (refused) throw refused;
      if (request.query.validateOnly !== 'true') {
        location.fields = updated;
        store.changed();
      }
      return locationJson({ ...location, fields: updated }, context.origin());
    }),
  );
  router.get(
    '/v1/categories',
    apiRoute(context, 'mybusinessbusinessinformation.categories.list', SERVICE, BUSINESS_MANAGE_SCOPE, (request) => {
      const missing = (['regionCode', 'languageCode', 'view'] as const).filter((name) => !request.query[name]);
      if (missing.length > 0) throw badRequest(missing.map((name) => ({ field: name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), description: 'Field is required.' })));
      const filter = /^displayname\s*=\s*(.+)$/i.exec(queryText(request.query.filter))?.[1]?.trim().toLowerCase();
      const categories = CATEGORIES.filter((category) => !filter || category.displayName.toLowerCase().includes(filter));
      const page = paginate([...categories], `categories:${filter ?? ''}`, request.query.pageToken, pageSizeOf(request.query.pageSize, 100, 100));
      return withoutDefaults({ categories: page.items, nextPageToken: page.nextPageToken });
    }),
  );
  return router;
};
