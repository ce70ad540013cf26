import { fakeJwt } from '@/test-utils/api-mock';

import { isTokenExpired, tokenExpiresAt } from './auth-token';

describe(tokenExpiresAt.name, () => {
  it("reads the JWT's exp claim (base64url JSON) in milliseconds", () => {
    const token = fakeJwt(120);
    const expected = (Math.floor(Date.now() / 1000) + 120) * 1000;
    expect(tokenExpiresAt(token)).toBe(expected);
  });

  it('gives null for something that is not a JWT', () => {
    expect(tokenExpiresAt('not-a-token')).toBeNull();
    expect(tokenExpiresAt('a.%%%.c')).toBeNull();
  });
});

describe(isTokenExpired.name, () => {
  it('treats a token about to lapse as expired, and an unreadable one as not', () => {
    expect(isTokenExpired(fakeJwt(-1))).toBe(true);
    expect(isTokenExpired(fakeJwt(5))).toBe(true);
    expect(isTokenExpired(fakeJwt(300))).toBe(false);
    expect(isTokenExpired('opaque')).toBe(false);
  });
});
