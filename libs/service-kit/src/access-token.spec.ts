import { createPrivateKey, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_CLOCK_TOLERANCE_SECONDS,
  ACCESS_TOKEN_ISSUER,
  generateSigningKey,
  publicKeyObject,
  signAccessToken,
  verifyAccessToken,
  type TSigningKey,
} from './access-token';

describe('access tokens', () => {
  const key = generateSigningKey('k1');
  const keys = new Map([[key.kid, publicKeyObject(key.publicKeyPem)]]);
  const claims = { sub: randomUUID(), sid: randomUUID(), bid: randomUUID() };

  // A token signed with `key` whose registered claims the test chooses.
  const signWith = (
    registered: { iss?: string; aud?: string; nbf?: number },
    signingKey: TSigningKey = key,
  ): Promise<string> => {
    const iat = Math.floor(Date.now() / 1000);
    return new SignJWT({
      ...claims,
      iss: ACCESS_TOKEN_ISSUER,
      aud: ACCESS_TOKEN_AUDIENCE,
      nbf: iat,
      ...registered,
    })
      .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: signingKey.kid })
      .setIssuedAt(iat)
      .setExpirationTime(iat + 300)
      .sign(createPrivateKey(signingKey.privateKeyPem));
  };

  it('verifies a token it signed and returns its claims', async () => {
    const result = await verifyAccessToken(await signAccessToken(claims, key, 300), keys);
    expect(result).toEqual({ ok: true, claims: expect.objectContaining(claims) });
  });

  it('returns the same claims as before jose (no iss, aud or nbf), with nbf = iat in the token', async () => {
    const now = Date.now();
    const token = await signAccessToken(claims, key, 300, now);
    const iat = Math.floor(now / 1000);
    const [, payload = ''] = token.split('.');
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))).toEqual({
      ...claims,
      iss: ACCESS_TOKEN_ISSUER,
      aud: ACCESS_TOKEN_AUDIENCE,
      iat,
      nbf: iat,
      exp: iat + 300,
    });
    expect(await verifyAccessToken(token, keys, now)).toEqual({
      ok: true,
      claims: { ...claims, iat, exp: iat + 300 },
    });
  });

  it('refuses an expired token', async () => {
    const token = await signAccessToken(claims, key, 300, Date.now() - 310_000);
    expect(await verifyAccessToken(token, keys)).toEqual({ ok: false, reason: 'expired' });
  });

  it('accepts a token expired 2 s ago (clock tolerance) but not one expired 30 s ago', async () => {
    expect(ACCESS_TOKEN_CLOCK_TOLERANCE_SECONDS).toBe(5);
    const now = Date.now();
    const token = await signAccessToken(claims, key, 300, now);
    const expiredBy = (seconds: number): number => (Math.floor(now / 1000) + 300 + seconds) * 1000;
    expect((await verifyAccessToken(token, keys, expiredBy(2))).ok).toBe(true);
    expect(await verifyAccessToken(token, keys, expiredBy(30))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a token whose claims were changed', async () => {
    const [header, , signature] = (await signAccessToken(claims, key, 300)).split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: randomUUID(), iat: 1, exp: 9_999_999_999 }),
    ).toString('base64url');
    expect(await verifyAccessToken(`${header}.${forged}.${signature}`, keys)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('refuses a token signed by another key with the same kid', async () => {
    const impostor = { ...generateSigningKey('k1') };
    expect(await verifyAccessToken(await signAccessToken(claims, impostor, 300), keys)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it.each(['', 'a.b', 'a.b.c', 'eyJhbGciOiJub25lIn0.e30.', `${'x'.repeat(5000)}.a.b`])(
    'refuses the malformed token %j',
    async (token) => {
      expect(await verifyAccessToken(token, keys)).toEqual({ ok: false, reason: 'malformed' });
    },
  );

  it('refuses a token longer than the cap before verifying it', async () => {
    const [header, payload, signature] = (await signAccessToken(claims, key, 300)).split('.');
    const padded = `${header}.${payload}${'A'.repeat(4096)}.${signature}`;
    expect(await verifyAccessToken(padded, keys)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses a token with an unknown kid', async () => {
    const token = await signAccessToken(claims, generateSigningKey('k2'), 300);
    expect(await verifyAccessToken(token, keys)).toEqual({ ok: false, reason: 'unknown_key' });
  });

  it('refuses a token for another audience', async () => {
    expect(await verifyAccessToken(await signWith({ aud: 'nearbly-other' }), keys)).toEqual({
      ok: false,
      reason: 'invalid_claims',
    });
  });

  it('refuses a token from another issuer', async () => {
    expect(await verifyAccessToken(await signWith({ iss: 'someone-else' }), keys)).toEqual({
      ok: false,
      reason: 'invalid_claims',
    });
  });

  it('accepts a hand-signed token with the right issuer and audience (control for the above)', async () => {
    expect((await verifyAccessToken(await signWith({}), keys)).ok).toBe(true);
  });

  it('refuses a token that is not valid before 60 s from now', async () => {
    const nbf = Math.floor(Date.now() / 1000) + 60;
    expect(await verifyAccessToken(await signWith({ nbf }), keys)).toEqual({
      ok: false,
      reason: 'invalid_claims',
    });
  });

  it('verifies tokens of two keys during a rotation and refuses a third, unknown kid', async () => {
    const previous = generateSigningKey('previous');
    const next = generateSigningKey('next');
    const rotating = new Map([
      [previous.kid, publicKeyObject(previous.publicKeyPem)],
      [next.kid, publicKeyObject(next.publicKeyPem)],
    ]);
    for (const signingKey of [previous, next]) {
      expect(
        await verifyAccessToken(await signAccessToken(claims, signingKey, 300), rotating),
      ).toEqual({ ok: true, claims: expect.objectContaining(claims) });
    }
    const unknown = await signAccessToken(claims, generateSigningKey('retired'), 300);
    expect(await verifyAccessToken(unknown, rotating)).toEqual({
      ok: false,
      reason: 'unknown_key',
    });
  });
});
