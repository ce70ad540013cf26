import { z } from 'zod';
import { SignedLinkTokens } from './signed-link-token';

const ZClaims = z.object({ s: z.uuid(), t: z.number().int().nonnegative() });
const tokens = (secret = 'k'.repeat(32), label = 'test-link-v1') => new SignedLinkTokens(secret, 'nearbly-test', label, ZClaims);
const ID = '6f1f7c43-5b1e-4a43-9b53-1d1f0f0f2a11';

describe(SignedLinkTokens.name, () => {
  it('reads back the claims it signed', () => {
    expect(tokens().verify(tokens().sign({ s: ID, t: 1_795_000_000 }))).toEqual({ s: ID, t: 1_795_000_000 });
  });

  it('refuses a changed claim, a changed signature, another secret or label, and malformed tokens', () => {
    const token = tokens().sign({ s: ID, t: 1 });
    const [body = '', signature = ''] = token.split('.');
    const otherClaims = Buffer.from(JSON.stringify({ s: ID, t: 2 })).toString('base64url');
    expect(tokens().verify(`${otherClaims}.${signature}`)).toBeNull();
    expect(tokens().verify(`${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`)).toBeNull();
    expect(tokens('x'.repeat(32)).verify(token)).toBeNull();
    expect(tokens(undefined, 'other-link-v1').verify(token)).toBeNull();
    expect(tokens().verify('garbage')).toBeNull();
    expect(tokens().verify(`${token}.more`)).toBeNull();
  });

  it('refuses a well-signed token whose claims the schema does not accept', () => {
    const loose = new SignedLinkTokens('k'.repeat(32), 'nearbly-test', 'test-link-v1', z.unknown());
    expect(tokens().verify(loose.sign({ s: 'not-a-uuid', t: 1 }))).toBeNull();
  });
});
