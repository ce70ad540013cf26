import type { TAuthEnv } from '../config/env';
import { UnsubscribeTokens } from './unsubscribe-token';

const tokens = (key = 'k'.repeat(32)) => new UnsubscribeTokens({ TOTP_ENCRYPTION_KEY: key } as TAuthEnv);
const USER = '6f1f7c43-5b1e-4a43-9b53-1d1f0f0f2a11';
const AT = new Date('2026-11-20T15:00:00Z');

describe(UnsubscribeTokens.name, () => {
  it('reads back the user and switch it signed', () => {
    const token = tokens().sign(USER, 'rankingAlerts', AT);
    expect(tokens().verify(token)).toEqual({ userId: USER, preference: 'rankingAlerts', issuedAt: AT });
  });

  it('refuses a token with a changed claim, a changed signature, or signed with another key', () => {
    const token = tokens().sign(USER, 'rankingAlerts', AT);
    const [body = '', signature = ''] = token.split('.');
    const otherSwitch = Buffer.from(Buffer.from(body, 'base64url').toString().replace('rankingAlerts', 'newReviews')).toString('base64url');
    expect(tokens().verify(`${otherSwitch}.${signature}`)).toBeNull();
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    expect(tokens().verify(`${body}.${flipped}`)).toBeNull();
    expect(tokens('x'.repeat(32)).verify(token)).toBeNull();
    expect(tokens().verify('garbage')).toBeNull();
    expect(tokens().verify(`${token}.more`)).toBeNull();
  });
});
