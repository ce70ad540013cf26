import { SUPPORT_EMAIL } from '@/app/ui-constants';
import type { ErrorDetail } from '@/app/errors';

// docs/product.md §8 Contact messages, word for word. The fields' messages live in the contract
// (ZContactSubmit in libs/contracts/src/support.ts); the form shows what its schema says.
export const CONTACT_FORM_MESSAGES = {
  success:
    "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.",
  failure: `Sorry, there was an error sending your message. Please try again or email us directly at ${SUPPORT_EMAIL}`,
} as const;

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
