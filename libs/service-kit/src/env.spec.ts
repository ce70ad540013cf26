import { databaseUrlFor, devMailboxEnabled, loadServiceEnv, ZDevMailboxFlag } from './env';

describe('service environment', () => {
  it('gives each service its own database under the base URL', () => {
    const env = loadServiceEnv('reviews', {});
    expect(env.databaseUrl).toBe('postgresql://postgres@127.0.0.1:5432/nearbly_reviews');
    expect(env.httpPort).toBe(3102);
    expect(env.KAFKA_BROKERS).toEqual(['127.0.0.1:9092']);
  });

  it('honours a prefix, a per-service URL and a broker list', () => {
    const env = loadServiceEnv('chat', {
      DATABASE_BASE_URL: 'postgresql://db:5432/',
      DATABASE_PREFIX: 'nearbly_test',
      KAFKA_BROKERS: 'k1:9092, k2:9092',
      PORT: '0',
    });
    expect(env.databaseUrl).toBe('postgresql://db:5432/nearbly_test_chat');
    expect(env.KAFKA_BROKERS).toEqual(['k1:9092', 'k2:9092']);
    expect(env.httpPort).toBe(0);
    expect(databaseUrlFor('chat', env, 'postgresql://other/chatdb')).toBe('postgresql://other/chatdb');
  });

  it('exits listing every bad variable', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(() => loadServiceEnv('auth', { LOG_LEVEL: 'loud', DATABASE_PREFIX: 'Bad-Name' })).toThrow('exit');
    const printed = stderr.mock.calls.map(([text]) => String(text)).join('');
    expect(printed).toContain('LOG_LEVEL');
    expect(printed).toContain('DATABASE_PREFIX');
    exit.mockRestore();
    stderr.mockRestore();
  });

  it('keeps unsent mail in the dev mailbox unless production, or as DEV_MAILBOX says', () => {
    expect(devMailboxEnabled(undefined, 'development')).toBe(true);
    expect(devMailboxEnabled(undefined, 'test')).toBe(true);
    expect(devMailboxEnabled(undefined, 'production')).toBe(false);
    expect(devMailboxEnabled('true', 'production')).toBe(true);
    expect(devMailboxEnabled('false', 'development')).toBe(false);
    expect(ZDevMailboxFlag.safeParse('yes').success).toBe(false);
  });
});
