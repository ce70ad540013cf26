import { hashSecret } from '../common/secrets';
import { newSession, sessionRow } from './new-session';

describe('newSession', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  const device = {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36',
    ip: '127.0.0.1',
  };

  it('lasts 30 days when remembered and 12 hours otherwise', () => {
    expect(newSession(true, device, now).expiresAt.toISOString()).toBe('2026-03-31T12:00:00.000Z');
    expect(newSession(false, device, now).expiresAt.toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });

  it('keeps only the hash of the refresh token in the row', () => {
    const session = newSession(false, device, now);
    expect(session.refreshTokenHash).toBe(hashSecret(session.refreshToken));
    expect(sessionRow(session)).not.toHaveProperty('refreshToken');
    expect(JSON.stringify(sessionRow(session))).not.toContain(session.refreshToken);
  });

  it('names the device and its location', () => {
    expect(newSession(false, device, now)).toMatchObject({
      device: 'Chrome on Linux',
      location: 'Local network',
      ip: '127.0.0.1',
    });
  });
});
