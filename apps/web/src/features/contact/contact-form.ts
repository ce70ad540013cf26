import { SUPPORT_EMAIL } from '@/app/ui-constants';
import type { ErrorDetail } from '@/app/errors';

// docs/product.md §5 Contact form rules and docs/product.md §8 Contact messages, word for word.
export const CONTACT_FORM_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters',
  success:
    "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.",
  failure: `Sorry, there was an error sending your message. Please try again or email us directly at ${SUPPORT_EMAIL}`,
} as const;

// docs/product.md §9: a contact message has at least 10 characters after trimming.
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 5000;

export const CONTACT_TYPES = [
  { value: 'support', label: 'Technical Support' },
  { value: 'bug', label: 'Report a Bug' },
  { value: 'general', label: 'General Question' },
] as const;
export type ContactType = (typeof CONTACT_TYPES)[number]['value'];

export type ContactFormValues = {
  name: string;
  email: string;
  business: string;
  type: ContactType;
  subject: string;
  message: string;
};
export type ContactField = keyof ContactFormValues;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const emptyContactForm = (
  overrides: Partial<ContactFormValues> = {},
): ContactFormValues => ({
  name: '',
  email: '',
  business: '',
  type: 'support',
  subject: '',
  message: '',
  ...overrides,
});

// docs/product.md §5: "a basic pattern" — something@something.something, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The first failing rule of each field, in the spec's words; empty when the form may be sent.
export function validateContactForm(values: ContactFormValues): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  const email = values.email.trim();
  const message = values.message.trim();
  if (!values.name.trim()) errors.name = CONTACT_FORM_MESSAGES.nameRequired;
  if (!email) errors.email = CONTACT_FORM_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = CONTACT_FORM_MESSAGES.emailInvalid;
  if (!values.subject.trim()) errors.subject = CONTACT_FORM_MESSAGES.subjectRequired;
  if (!message) errors.message = CONTACT_FORM_MESSAGES.messageRequired;
  else if (message.length < MESSAGE_MIN_LENGTH)
    errors.message = CONTACT_FORM_MESSAGES.messageTooShort;
  return errors;
}

const FIELDS: readonly ContactField[] = ['name', 'email', 'business', 'type', 'subject', 'message'];
const isContactField = (path: string): path is ContactField =>
  (FIELDS as readonly string[]).includes(path);

// docs/product.md §5: the server's validation details are shown on their fields (the first per field);
// details for no known field are returned apart.
export function fieldErrorsFromDetails(details: ErrorDetail[]): {
  fieldErrors: ContactFieldErrors;
  other: ErrorDetail[];
} {
  const fieldErrors: ContactFieldErrors = {};
  const other: ErrorDetail[] = [];
  for (const detail of details) {
    if (isContactField(detail.path)) fieldErrors[detail.path] ??= detail.message;
    else other.push(detail);
  }
  return { fieldErrors, other };
}
