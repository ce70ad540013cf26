import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { describeError, errorDetailsOf, errorMessageOf } from './errors';

describe(errorMessageOf.name, () => {
  it("uses the body's error field for an HTTP error answer", () => {
    const error: FetchBaseQueryError = {
      status: 400,
      data: { error: 'Validation error', message: 'ignored while error is set' },
    };
    expect(errorMessageOf(error)).toBe('Validation error');
  });

  it("falls back to the body's message field", () => {
    const error: FetchBaseQueryError = { status: 409, data: { message: 'Email already in use' } };
    expect(errorMessageOf(error)).toBe('Email already in use');
  });

  it('says HTTP {status} when the body names no error', () => {
    expect(errorMessageOf({ status: 502, data: null })).toBe('HTTP 502');
    expect(errorMessageOf({ status: 500, data: { error: '  ' } })).toBe('HTTP 500');
  });

  it('reports a failed connection', () => {
    const error: FetchBaseQueryError = {
      status: 'FETCH_ERROR',
      error: 'TypeError: Failed to fetch',
    };
    expect(errorMessageOf(error)).toBe(
      'Network connection failed. Please check your internet connection.',
    );
  });

  it('reports a timeout', () => {
    const error: FetchBaseQueryError = { status: 'TIMEOUT_ERROR', error: 'signal timed out' };
    expect(errorMessageOf(error)).toBe('Request timed out. Please try again.');
  });

  it('quotes the start of an error answer that is not JSON', () => {
    const error: FetchBaseQueryError = {
      status: 'PARSING_ERROR',
      originalStatus: 502,
      data: `<html>${'x'.repeat(200)}</html>`,
      error: 'SyntaxError: Unexpected token <',
    };
    const message = errorMessageOf(error);
    expect(message.startsWith('Server returned invalid JSON: <html>xxx')).toBe(true);
    expect(message).toHaveLength('Server returned invalid JSON: '.length + 100);
  });

  it('says the response was invalid when the unparsable body is empty', () => {
    const error: FetchBaseQueryError = {
      status: 'PARSING_ERROR',
      originalStatus: 500,
      data: '',
      error: 'SyntaxError',
    };
    expect(errorMessageOf(error)).toBe('Server returned invalid JSON: Invalid server response');
  });

  it('cannot process a success whose body is not JSON, and quotes nothing of it', () => {
    for (const originalStatus of [200, 201]) {
      const error: FetchBaseQueryError = {
        status: 'PARSING_ERROR',
        originalStatus,
        data: '<!doctype html><html><body>Nearbly</body></html>',
        error: 'SyntaxError: Unexpected token <',
      };
      expect(describeError(error)).toEqual({
        message: 'Failed to process server response.',
        status: originalStatus,
        details: [],
      });
    }
  });

  it('uses the message of a thrown error, else a generic one', () => {
    expect(errorMessageOf({ name: 'Error', message: 'Boom' })).toBe('Boom');
    expect(errorMessageOf(undefined)).toBe('Failed to send request.');
  });
});

describe(describeError.name, () => {
  it('keeps the status and the validation details of an answer', () => {
    const error: FetchBaseQueryError = {
      status: 400,
      data: {
        error: 'Validation error',
        details: [
          { path: 'email', message: 'Please enter a valid email address' },
          'Password is too short',
          { nonsense: true },
        ],
      },
    };
    expect(describeError(error)).toEqual({
      message: 'Validation error',
      status: 400,
      details: [
        { path: 'email', message: 'Please enter a valid email address' },
        { path: '', message: 'Password is too short' },
      ],
    });
  });

  it('has no details for a transport failure', () => {
    expect(errorDetailsOf({ status: 'FETCH_ERROR', error: 'x' })).toEqual([]);
    expect(describeError({ status: 'FETCH_ERROR', error: 'x' }).status).toBeUndefined();
  });
});
