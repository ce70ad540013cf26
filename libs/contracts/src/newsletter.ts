import { z } from 'zod';
import { emailField } from './auth';
import { defineEvent } from './message';

export const NEWSLETTER_SOURCES = ['footer', 'blog'] as const;
export type TNewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

// docs/product.md §3 Newsletter signup: email, businessType (the footer sends 'local-business').
export const ZNewsletterSubscribe = z.object({
  email: emailField('Please enter your email address'),
  businessType: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z][a-z-]*$/, 'Business type must be a lower-case word')
    .default('local-business'),
  // Where the address was given: the footer's form or the blog's notify-me form.
  source: z.enum(NEWSLETTER_SOURCES).default('footer'),
});
export type TNewsletterSubscribe = z.infer<typeof ZNewsletterSubscribe>;

export const ZNewsletterSubscribed = z.object({
  email: z.string(),
  alreadySubscribed: z.boolean(),
});
export type TNewsletterSubscribed = z.infer<typeof ZNewsletterSubscribed>;

// Event `chat.newsletter.subscribed` (no email: events carry ids, not personal data).
export const ZNewsletterSubscribedEvent = z.object({
  subscriptionId: z.uuid(),
  businessType: z.string(),
  source: z.enum(NEWSLETTER_SOURCES).default('footer'),
});
export type TNewsletterSubscribedEvent = z.infer<typeof ZNewsletterSubscribedEvent>;

// A new newsletter sign-up (keyed by its id); chat itself mails the welcome.
export const NewsletterSubscribed = defineEvent({ topic: 'chat.newsletter.subscribed', version: 1, payload: ZNewsletterSubscribedEvent });

// One-click unsubscribe from the newsletter (RFC 8058): the welcome email's link carries a token
// chat signed (HMAC-SHA256 under a key of its own); no sign-in, the token is the proof.
export const NEWSLETTER_UNSUBSCRIBE_MESSAGES = {
  invalid: 'This unsubscribe link is not valid. Use the link in your latest Nearbly newsletter email.',
} as const;
export const ZNewsletterUnsubscribeRequest = z.object({
  token: z
    .string({ error: NEWSLETTER_UNSUBSCRIBE_MESSAGES.invalid })
    .min(1, NEWSLETTER_UNSUBSCRIBE_MESSAGES.invalid)
    .max(600, NEWSLETTER_UNSUBSCRIBE_MESSAGES.invalid),
});
export type TNewsletterUnsubscribeRequest = z.infer<typeof ZNewsletterUnsubscribeRequest>;
// Whether the link's subscription is (now) unsubscribed: false from the check while it is still on.
export const ZNewsletterUnsubscribeReply = z.object({ unsubscribed: z.boolean() });
export type TNewsletterUnsubscribeReply = z.infer<typeof ZNewsletterUnsubscribeReply>;
