import { retryDelayMs, shouldRetry } from './api';

describe(shouldRetry.name, () => {
  it('retries a network failure up to 2 more times', () => {
    const networkFailure = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    expect([1, 2, 3].map((attempt) => shouldRetry(networkFailure, attempt))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('does not retry an answer from the server or a timeout', () => {
    expect(shouldRetry({ status: 500, data: null }, 1)).toBe(false);
    expect(shouldRetry({ status: 'TIMEOUT_ERROR', error: 'timed out' }, 1)).toBe(false);
  });

  it('lets an endpoint turn retries off', () => {
    expect(shouldRetry({ status: 'FETCH_ERROR', error: 'x' }, 1, 0)).toBe(false);
  });
});

describe(retryDelayMs.name, () => {
  it('waits 1 s before the first retry and 2 s before the second', () => {
    expect([retryDelayMs(1), retryDelayMs(2)]).toEqual([1000, 2000]);
  });
});
