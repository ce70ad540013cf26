import { z } from 'zod';
import { defineEvent } from './message';

// Where a support ticket came from: the /contact page, the Help page's 'Still Need Help?' form,
// or a chat conversation handed to a person (the chat issue adds escalations).
export const TICKET_SOURCES = ['contact', 'help', 'escalation'] as const;
export type TTicketSource = (typeof TICKET_SOURCES)[number];

// docs/product.md §3 Contact form type selector.
export const TICKET_TYPES = ['support', 'bug', 'general'] as const;
export type TTicketType = (typeof TICKET_TYPES)[number];

// docs/product.md §5 Contact form rules, word for word (the web form shows the same texts).
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters',
} as const;

// docs/product.md §9: a contact message has at least 10 characters (after trimming).
export const CONTACT_LIMITS = { name: 100, email: 254, business: 200, subject: 200, messageMin: 10, messageMax: 5000 } as const;

// A required text: trimmed; blank gives `required`; each failure reports one message (abort).
const requiredText = (required: string, max: number, label: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, `${label} must be at most ${max} characters`);

// docs/product.md §3 Contact form: what the browser sends to POST /api/contact/submit. `source` tells the
// Help page's form from the contact page's; escalations never come from the browser.
export const ZContactSubmit = z.object({
  name: requiredText(CONTACT_MESSAGES.nameRequired, CONTACT_LIMITS.name, 'Name'),
  email: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: CONTACT_MESSAGES.emailRequired, abort: true })
    .max(CONTACT_LIMITS.email, 'Email address is too long')
    .pipe(z.email(CONTACT_MESSAGES.emailInvalid))
    .transform((email) => email.toLowerCase()),
  business: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.business, `Business must be at most ${CONTACT_LIMITS.business} characters`)
    .nullish()
    .transform((business) => business || null),
  type: z.enum(TICKET_TYPES, { error: 'Please choose support, bug or general' }),
  subject: requiredText(CONTACT_MESSAGES.subjectRequired, CONTACT_LIMITS.subject, 'Subject'),
  message: requiredText(CONTACT_MESSAGES.messageRequired, CONTACT_LIMITS.messageMax, 'Message').min(
    CONTACT_LIMITS.messageMin,
    CONTACT_MESSAGES.messageTooShort,
  ),
  source: z.enum(['contact', 'help'], { error: 'Source must be contact or help' }).default('contact'),
});
export type TContactSubmit = z.infer<typeof ZContactSubmit>;
// What a form holds before the schema trims and defaults it (the web's contact form).
export type TContactSubmitInput = z.input<typeof ZContactSubmit>;

// Request `chat.tickets.create`: the form plus the signed-in user's id when there is one.
export const ZTicketCreate = ZContactSubmit.extend({
  source: z.enum(TICKET_SOURCES),
  userId: z.uuid().nullish().transform((userId) => userId ?? null),
});
export type TTicketCreate = z.infer<typeof ZTicketCreate>;
export type TTicketCreateInput = z.input<typeof ZTicketCreate>;

export const ZTicketCreated = z.object({ ticketId: z.uuid() });
export type TTicketCreated = z.infer<typeof ZTicketCreated>;

// Event `chat.ticket.created` (no name, email or text: events carry ids, not personal data).
export const ZTicketCreatedEvent = z.object({
  ticketId: z.uuid(),
  source: z.enum(TICKET_SOURCES),
  type: z.enum(TICKET_TYPES),
});
export type TTicketCreatedEvent = z.infer<typeof ZTicketCreatedEvent>;

// A new support ticket (keyed by its id); chat itself mails it to support and acknowledges it.
export const TicketCreated = defineEvent({ topic: 'chat.ticket.created', version: 1, payload: ZTicketCreatedEvent });
