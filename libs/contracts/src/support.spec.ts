import { ZContactSubmit, ZTicketCreate } from './support';

const valid = { name: 'Ann Baker', email: ' Ann@Example.COM ', type: 'support', subject: 'Ranks', message: 'My ranks did not update.' };

describe('ZContactSubmit', () => {
  it('trims, lower-cases the email, defaults the source and turns a blank business into null', () => {
    expect(ZContactSubmit.parse({ ...valid, business: '  ' })).toEqual({
      name: 'Ann Baker',
      email: 'ann@example.com',
      business: null,
      type: 'support',
      subject: 'Ranks',
      message: 'My ranks did not update.',
      source: 'contact',
    });
  });

  it.each([
    ['name', { name: '  ' }, 'Name is required'],
    ['email', { email: undefined }, 'Email is required'],
    ['email', { email: ' ' }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['subject', { subject: '' }, 'Subject is required'],
    ['message', { message: '   ' }, 'Message is required'],
    ['message', { message: ' too short ' }, 'Message must be at least 10 characters'],
  ])('refuses a bad %s with exactly one spec message', (path, change, message) => {
    const result = ZContactSubmit.safeParse({ ...valid, ...change });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[path, message]]);
  });

  it('refuses a message over 5000 characters and an escalation from the browser', () => {
    expect(ZContactSubmit.safeParse({ ...valid, message: 'a'.repeat(5001) }).success).toBe(false);
    expect(ZContactSubmit.safeParse({ ...valid, source: 'escalation' }).success).toBe(false);
  });
});

describe('ZTicketCreate', () => {
  it('accepts an escalation and defaults the user id to null', () => {
    expect(ZTicketCreate.parse({ ...valid, source: 'escalation' })).toMatchObject({ source: 'escalation', userId: null, business: null });
  });
});
