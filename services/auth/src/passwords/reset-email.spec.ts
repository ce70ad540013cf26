import { resetEmail, resetLinkFor } from './reset-email';

const context = { supportEmail: 'support@nearbly.app', appUrl: 'https://nearbly.app' };

describe('reset email', () => {
  it('puts the token in the query of the reset page', () => {
    expect(resetLinkFor('http://localhost:3000/reset-password', 'abc_DEF-123')).toBe(
      'http://localhost:3000/reset-password?token=abc_DEF-123',
    );
    expect(resetLinkFor('https://nearbly.app/reset?from=email', 'tok')).toBe(
      'https://nearbly.app/reset?from=email&token=tok',
    );
  });

  it('greets the user, carries the link in both parts and says it is valid for 1 hour', async () => {
    const draft = resetEmail('ana@example.com', 'Ana', 'https://nearbly.app/reset?token=t');
    expect(draft.to).toBe('ana@example.com');
    const mail = await draft.render(context);
    expect(mail.subject).toBe('Reset your Nearbly password');
    expect(mail.text).toContain('Hi Ana,');
    expect(mail.text).toContain('https://nearbly.app/reset?token=t');
    expect(mail.text).toContain('valid for 1 hour');
    expect(mail.html).toContain('href="https://nearbly.app/reset?token=t"');
  });

  it('says "there" when the name is unknown', async () => {
    const mail = await resetEmail('a@example.com', ' ', 'https://x.test/r?token=t').render(context);
    expect(mail.text).toMatch(/^Hi there,/);
  });
});
