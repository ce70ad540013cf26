import { badRequest } from '../http/google-error';

// Opaque page tokens bound to the listing they came from: a token used for another listing is
// refused, as Google refuses a token whose request parameters changed.
export type TPage<T> = { items: T[]; nextPageToken?: string };

export const pageSizeOf = (value: unknown, fallback: number, max: number, field = 'page_size'): number => {
  if (value === undefined || value === '') return fallback;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 0) throw badRequest([{ field, description: 'Page size must be a non-negative integer.' }]);
  if (size > max) throw badRequest([{ field, description: `Page size must be at most ${max}.` }]);
  return size === 0 ? fallback : size;
};

export const paginate = <T>(items: T[], listing: string, pageToken: unknown, pageSize: number): TPage<T> => {
  let offset = 0;
  if (typeof pageToken === 'string' && pageToken !== '') {
    try {
      const decoded = JSON.parse(Buffer.from(pageToken, 'base64url').toString('utf8')) as { l?: string; o?: number };
      if (decoded.l !== listing || typeof decoded.o !== 'number' || decoded.o < 0) throw new Error('foreign token');
      offset = decoded.o;
    } catch {
      throw badRequest([{ field: 'page_token', description: 'Invalid page token.' }]);
    }
  }
  const next = offset + pageSize;
  return {
    items: items.slice(offset, next),
    ...(next < items.length ? { nextPageToken: Buffer.from(JSON.stringify({ l: listing, o: next })).toString('base64url') } : {}),
  };
};
