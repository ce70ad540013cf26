import { resetEmail, resetLinkFor } from './reset-email';

describe('reset email', () => {
  it('puts the token in the query of the reset page', () => {
    expect(resetLinkFor('http://localhost:3000/reset-password', 'abc_DEF-123')).toBe(
      'http://localhost:3000/reset-password?token=abc_DEF-123',
    );
    expect(resetLinkFor('https://nearbly.app/reset?from=email', 'tok')).toBe(
      'https://nearbly.app/reset?from=email&token=tok',
    );
  });

  it('greets the user, carries the link and says it is valid for 1 hour', () => {
    const mail = resetEmail('ana@example.com', 'Ana', 'https://nearbly.app/reset?token=t');
    expect(mail).toMatchObject({ to: 'ana@example.com', subject: 'Reset your Nearbly password' });
    expect(mail.text).toContain('Hi Ana,');
    expect(mail.text).toContain('https://nearbly.app/reset?token=t');
    expect(mail.text).toContain('valid for 1 hour');
  });

  it('says "there" when the name is unknown', () => {
    expect(resetEmail('a@example.com', ' ', 'https://x.test/r?token=t').text).toMatch(/^Hi there,/);
  });
});
