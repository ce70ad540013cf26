import { emptyContactForm, fieldErrorsFromDetails, validateContactForm } from './contact-form';

describe(validateContactForm.name, () => {
  const valid = emptyContactForm({
    name: 'Ann',
    email: 'ann@example.com',
    subject: 'Ranks',
    message: 'Ten chars!',
  });

  it('accepts a complete form with a message of exactly 10 characters', () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  it('counts the message length after trimming', () => {
    expect(validateContactForm({ ...valid, message: '  123456789  ' })).toEqual({
      message: 'Message must be at least 10 characters',
    });
  });

  it('needs every required field', () => {
    expect(validateContactForm(emptyContactForm())).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it.each(['ann', 'ann@example', 'ann @example.com'])('refuses the email %s', (email) => {
    expect(validateContactForm({ ...valid, email }).email).toBe(
      'Please enter a valid email address',
    );
  });
});

describe(fieldErrorsFromDetails.name, () => {
  it('puts known paths on their fields and keeps the rest apart', () => {
    expect(
      fieldErrorsFromDetails([
        { path: 'name', message: 'Name is required' },
        { path: 'source', message: 'Source must be contact or help' },
      ]),
    ).toEqual({
      fieldErrors: { name: 'Name is required' },
      other: [{ path: 'source', message: 'Source must be contact or help' }],
    });
  });
});
