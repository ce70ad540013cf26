import { generate } from 'otplib';
import { newTotpSecret, totpStepOf, totpUri } from './totp';

describe('totp', () => {
  const secret = newTotpSecret();
  // One instant for the whole file, so no test straddles a step boundary.
  const epoch = Math.floor(Date.now() / 1000);
  const codeAt = (offsetSeconds: number) => generate({ secret, epoch: epoch + offsetSeconds });

  it('accepts the current code and one step either side, answering the step it belongs to', async () => {
    const step = Math.floor(epoch / 30);
    const [now, before, after] = await Promise.all([codeAt(0), codeAt(-30), codeAt(30)]);
    // Adjacent steps can share a code by chance; each is then matched to the earliest step.
    if (new Set([now, before, after]).size === 3) {
      expect(await totpStepOf(secret, now, epoch)).toBe(step);
      expect(await totpStepOf(secret, before, epoch)).toBe(step - 1);
      expect(await totpStepOf(secret, after, epoch)).toBe(step + 1);
    }
  });

  it('refuses a code from several steps away, and anything that is not six digits', async () => {
    const old = await codeAt(-120);
    if (old !== (await codeAt(0)) && old !== (await codeAt(-30)) && old !== (await codeAt(30))) {
      expect(await totpStepOf(secret, old, epoch)).toBeUndefined();
    }
    expect(await totpStepOf(secret, 'abcdef')).toBeUndefined();
    expect(await totpStepOf(secret, '12345')).toBeUndefined();
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
