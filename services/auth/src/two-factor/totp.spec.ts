import { generate } from 'otplib';
import { isValidTotp, newTotpSecret, totpUri } from './totp';

describe('totp', () => {
  const secret = newTotpSecret();
  const codeAt = (offsetSeconds: number) =>
    generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

  it('accepts the current code and one step either side', async () => {
    expect(await isValidTotp(secret, await codeAt(0))).toBe(true);
    expect(await isValidTotp(secret, await codeAt(-30))).toBe(true);
    expect(await isValidTotp(secret, await codeAt(30))).toBe(true);
  });

  it('refuses a code from several steps away, and anything that is not six digits', async () => {
    const old = await codeAt(-120);
    if (old !== (await codeAt(0)) && old !== (await codeAt(-30)) && old !== (await codeAt(30))) {
      expect(await isValidTotp(secret, old)).toBe(false);
    }
    expect(await isValidTotp(secret, 'abcdef')).toBe(false);
    expect(await isValidTotp(secret, '12345')).toBe(false);
  });

  it('builds an otpauth URL with the Nearbly issuer and the email as label', () => {
    const url = new URL(totpUri(secret, 'owner@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Nearbly:owner@example.com');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Nearbly');
  });
});
