import { randomUUID } from 'node:crypto';
import { generateSigningKey, publicKeyObject, signAccessToken, verifyAccessToken } from './access-token';

describe('access tokens', () => {
  const key = generateSigningKey('k1');
  const keys = new Map([[key.kid, publicKeyObject(key.publicKeyPem)]]);
  const claims = { sub: randomUUID(), sid: randomUUID(), bid: randomUUID() };

  it('verifies a token it signed and returns its claims', () => {
    const result = verifyAccessToken(signAccessToken(claims, key, 300), keys);
    expect(result).toEqual({ ok: true, claims: expect.objectContaining(claims) });
  });

  it('refuses an expired token', () => {
    const token = signAccessToken(claims, key, 300, Date.now() - 301_000);
    expect(verifyAccessToken(token, keys)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token whose claims were changed', () => {
    const [header, , signature] = signAccessToken(claims, key, 300).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: randomUUID(), iat: 1, exp: 9_999_999_999 })).toString('base64url');
    expect(verifyAccessToken(`${header}.${forged}.${signature}`, keys)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses a token signed by another key with the same kid', () => {
    const impostor = { ...generateSigningKey('k1') };
    expect(verifyAccessToken(signAccessToken(claims, impostor, 300), keys)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it.each(['', 'a.b', 'a.b.c', 'eyJhbGciOiJub25lIn0.e30.', `${'x'.repeat(5000)}.a.b`])('refuses the malformed token %j', (token) => {
    expect(verifyAccessToken(token, keys).ok).toBe(false);
  });

  it('refuses a token with an unknown kid', () => {
    expect(verifyAccessToken(signAccessToken(claims, generateSigningKey('k2'), 300), keys)).toEqual({ ok: false, reason: 'unknown_key' });
  });
});
