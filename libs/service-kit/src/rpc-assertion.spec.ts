import { generateKeyPairSync } from 'node:crypto';
import {
  checkAssertion,
  generateRpcKeyPair,
  identityOf,
  parseSigningKey,
  parseTrustedKeys,
  signAssertion,
} from './rpc-assertion';

const USER = '4b0c1a52-41a8-4bd5-9d55-9a6c3f2b8e11';
const OTHER_USER = '7d3f5c10-2b9e-4d8a-8f7e-1c2b3a4d5e6f';
const BUSINESS = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const TOPIC = 'reviews.list';

const pair = generateRpcKeyPair();
const signer = parseSigningKey('bff', pair.privateKey);
const trusted = parseTrustedKeys(`bff:${pair.publicKey}`);

describe('process assertions', () => {
  it('finds the ids a payload acts for, top-level or as the auth actor', () => {
    expect(identityOf({ userId: USER, businessId: BUSINESS, query: {} })).toEqual({ userId: USER, businessId: BUSINESS });
    expect(identityOf({ actor: { userId: USER, sessionId: 'x' } })).toEqual({ userId: USER });
    expect(identityOf({ email: 'a@example.com' })).toEqual({});
    expect(identityOf('text')).toEqual({});
  });

  it('accepts an assertion of the same ids for the same topic from a trusted process', async () => {
    const token = await signAssertion(signer, TOPIC, { userId: USER, businessId: BUSINESS });
    await expect(checkAssertion(token, trusted, TOPIC, { userId: USER, businessId: BUSINESS })).resolves.toEqual({ ok: true, principal: 'bff' });
  });

  it('refuses a token it has already verified once it is replayed for another topic or other ids, or by a key no longer trusted', async () => {
    const token = await signAssertion(signer, TOPIC, { userId: USER, businessId: BUSINESS });
    expect((await checkAssertion(token, trusted, TOPIC, { userId: USER, businessId: BUSINESS })).ok).toBe(true);
    // The second and later checks of the same token are answered from what was verified.
    expect((await checkAssertion(token, trusted, TOPIC, { userId: USER, businessId: BUSINESS })).ok).toBe(true);
    expect((await checkAssertion(token, trusted, 'billing.plan.update', { userId: USER, businessId: BUSINESS })).ok).toBe(false);
    expect((await checkAssertion(token, trusted, TOPIC, { userId: OTHER_USER, businessId: BUSINESS })).ok).toBe(false);
    expect((await checkAssertion(token, trusted, TOPIC, { userId: USER, businessId: OTHER_USER })).ok).toBe(false);
    const rotated = parseTrustedKeys(`bff:${generateRpcKeyPair().publicKey}`);
    expect((await checkAssertion(token, rotated, TOPIC, { userId: USER, businessId: BUSINESS })).ok).toBe(false);
  });

  it("refuses another user's or business's ids, another topic, no token and an untrusted key", async () => {
    const token = await signAssertion(signer, TOPIC, { userId: USER, businessId: BUSINESS });
    const refused = async (...args: Parameters<typeof checkAssertion>) => (await checkAssertion(...args)).ok;
    expect(await refused(token, trusted, TOPIC, { userId: OTHER_USER, businessId: BUSINESS })).toBe(false);
    expect(await refused(token, trusted, TOPIC, { userId: USER, businessId: OTHER_USER })).toBe(false);
    expect(await refused(token, trusted, 'billing.update-plan', { userId: USER, businessId: BUSINESS })).toBe(false);
    expect(await refused(undefined, trusted, TOPIC, { userId: USER })).toBe(false);
    expect(await refused('not.a.jwt', trusted, TOPIC, { userId: USER })).toBe(false);
    const attacker = parseSigningKey('bff', generateRpcKeyPair().privateKey);
    const forged = await signAssertion(attacker, TOPIC, { userId: USER, businessId: BUSINESS });
    expect(await refused(forged, trusted, TOPIC, { userId: USER, businessId: BUSINESS })).toBe(false);
    const stranger = parseSigningKey('intruder', generateRpcKeyPair().privateKey);
    expect(await refused(await signAssertion(stranger, TOPIC, { userId: USER }), trusted, TOPIC, { userId: USER })).toBe(false);
  });

  it('refuses an expired assertion', async () => {
    jest.useFakeTimers({ now: Date.now() - 120_000 });
    const old = await signAssertion(signer, TOPIC, { userId: USER });
    jest.useRealTimers();
    expect((await checkAssertion(old, trusted, TOPIC, { userId: USER })).ok).toBe(false);
  });

  it('reads keys as base64 DER and rejects a malformed trusted list', () => {
    expect(() => parseTrustedKeys('no-colon-here')).toThrow(/principal:base64-spki/);
    const { publicKey } = generateKeyPairSync('ed25519');
    const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    expect([...parseTrustedKeys(`bff:${spki}, chat:${spki}`).keys()]).toEqual(['bff', 'chat']);
  });
});
