import { hashSecret, randomToken } from './secrets';

describe('secrets', () => {
  it('hashes a token to the sha256 hex digest, never the token itself', () => {
    expect(hashSecret('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hashSecret('abc')).not.toContain('abc');
  });

  it('gives different digests for different tokens', () => {
    expect(hashSecret('token-a')).not.toBe(hashSecret('token-b'));
  });

  it('makes 32-byte base64url tokens that never repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => randomToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });
});
