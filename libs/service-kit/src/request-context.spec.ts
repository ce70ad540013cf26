import { correlationIdOfMessage, currentCorrelationId, runWithContext, runWithCorrelationId, saneCorrelationId } from './request-context';

describe('request context', () => {
  it('keeps the correlation id across awaits and timers, and only inside the run', async () => {
    expect(currentCorrelationId()).toBeUndefined();
    const seen = await runWithCorrelationId('abc-12345', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentCorrelationId();
    });
    expect(seen).toBe('abc-12345');
    expect(currentCorrelationId()).toBeUndefined();
  });

  it('reads a lazily known id (the BFF learns it after the context starts)', () => {
    let id: string | undefined;
    runWithContext(
      {
        get correlationId() {
          return id;
        },
      },
      () => {
        expect(currentCorrelationId()).toBeUndefined();
        id = 'late-0001';
        expect(currentCorrelationId()).toBe('late-0001');
      },
    );
  });

  it('accepts only sane ids from headers, as strings or bytes', () => {
    expect(saneCorrelationId(Buffer.from('req-1'))).toBe('req-1');
    expect(saneCorrelationId(['req-2'])).toBe('req-2');
    expect(saneCorrelationId('bad id\n')).toBeUndefined();
    expect(saneCorrelationId('x'.repeat(200))).toBeUndefined();
    expect(correlationIdOfMessage({ 'x-correlation-id': 'from-header' }, { correlationId: 'from-envelope' })).toBe('from-header');
    expect(correlationIdOfMessage({}, { correlationId: 'from-envelope' })).toBe('from-envelope');
    expect(correlationIdOfMessage(undefined, 'text')).toBeUndefined();
  });
});
