import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

// docs/product.md §8: a validation failure carries a list of { path, message }.
export type ErrorDetail = { path: string; message: string };

export type ApiErrorInfo = {
  message: string;
  // The HTTP status when the server answered, else undefined (network, timeout, ...).
  status?: number;
  details: ErrorDetail[];
};

// docs/product.md §8 transport messages.
export const NETWORK_ERROR_MESSAGE =
  'Network connection failed. Please check your internet connection.';
export const TIMEOUT_ERROR_MESSAGE = 'Request timed out. Please try again.';
export const SEND_ERROR_MESSAGE = 'Failed to send request.';
// An answer the browser cannot handle: a 2xx whose body is not JSON where JSON is expected, or a
// body that says it is JSON and fails to parse.
export const PROCESS_ERROR_MESSAGE = 'Failed to process server response.';
export const INVALID_RESPONSE_MESSAGE = 'Invalid server response';
const INVALID_JSON_PREFIX = 'Server returned invalid JSON: ';
// How much of a non-JSON body the message quotes.
const BODY_EXCERPT_LENGTH = 100;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonBlankString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const isFetchBaseQueryError = (error: unknown): error is FetchBaseQueryError =>
  isRecord(error) && 'status' in error;

// A details list may hold { path, message } objects or plain strings (signup's list of messages).
function detailsOf(body: unknown): ErrorDetail[] {
  if (!isRecord(body) || !Array.isArray(body.details)) return [];
  return body.details.flatMap((item: unknown): ErrorDetail[] => {
    if (typeof item === 'string') return [{ path: '', message: item }];
    if (isRecord(item) && typeof item.message === 'string') {
      return [{ path: typeof item.path === 'string' ? item.path : '', message: item.message }];
    }
    return [];
  });
}

const isSuccessStatus = (status: number): boolean => status >= 200 && status < 300;

function invalidJsonMessage(body: string): string {
  const excerpt = body.trim().slice(0, BODY_EXCERPT_LENGTH);
  return INVALID_JSON_PREFIX + (excerpt || INVALID_RESPONSE_MESSAGE);
}

// Turns an RTK Query error (or a thrown one) into what the user reads, per docs/product.md §8.
export function describeError(error: unknown): ApiErrorInfo {
  if (isFetchBaseQueryError(error)) {
    const { status } = error;
    if (typeof status === 'number') {
      const body = error.data;
      const text = isRecord(body)
        ? (nonBlankString(body.error) ?? nonBlankString(body.message))
        : undefined;
      return { message: text ?? `HTTP ${status}`, status, details: detailsOf(body) };
    }
    switch (status) {
      case 'FETCH_ERROR':
        return { message: NETWORK_ERROR_MESSAGE, details: [] };
      case 'TIMEOUT_ERROR':
        return { message: TIMEOUT_ERROR_MESSAGE, details: [] };
      case 'PARSING_ERROR':
        return {
          // A success that cannot be read is not an error answer: nothing in it is worth quoting.
          message: isSuccessStatus(error.originalStatus)
            ? PROCESS_ERROR_MESSAGE
            : invalidJsonMessage(error.data),
          status: error.originalStatus,
          details: [],
        };
      case 'CUSTOM_ERROR':
        return { message: nonBlankString(error.error) ?? SEND_ERROR_MESSAGE, details: [] };
    }
  }
  const serialized = error as SerializedError | undefined;
  return { message: nonBlankString(serialized?.message) ?? SEND_ERROR_MESSAGE, details: [] };
}

export function errorMessageOf(error: unknown): string {
  return describeError(error).message;
}

export function errorDetailsOf(error: unknown): ErrorDetail[] {
  return describeError(error).details;
}
