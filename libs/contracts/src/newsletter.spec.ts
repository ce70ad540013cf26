import { ZNewsletterSubscribe } from './newsletter';

describe('ZNewsletterSubscribe', () => {
  it('trims and lower-cases the email and defaults the business type and the source', () => {
    expect(ZNewsletterSubscribe.parse({ email: '  Ann@Example.COM ' })).toEqual({
      email: 'ann@example.com',
      businessType: 'local-business',
      source: 'footer',
    });
  });

  it.each([
    [{}, 'Please enter your email address'],
    [{ email: '   ' }, 'Please enter your email address'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@x.io` }, 'Email address is too long'],
  ])('refuses %j with "%s"', (input, message) => {
    const result = ZNewsletterSubscribe.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses a business type that is not a plain word', () => {
    expect(ZNewsletterSubscribe.safeParse({ email: 'a@b.co', businessType: "'; DROP TABLE x;--" }).success).toBe(false);
  });
});
