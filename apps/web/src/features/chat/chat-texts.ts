import { SUPPORT_EMAIL } from '@/app/ui-constants';

// docs/product.md §2/§8 texts of the chat widget, word for word where the spec gives them.

// docs/product.md §2: greets by displayName, or 'there' signed out, and offers pricing, setup, troubleshooting.
export const greetingText = (displayName: string | undefined): string =>
  `Hi ${displayName || 'there'}! 👋 I'm Maya, your local SEO assistant. I can help you with pricing, setup, troubleshooting and more. What can I help you with today?`;

export const CHAT_FAILURE_TEXT = `I'm sorry, I'm having trouble right now. Please try again or contact our support team directly at ${SUPPORT_EMAIL}`;
export const CHAT_NETWORK_FAILURE_TEXT = `I'm sorry, something went wrong. Please try again or email us at ${SUPPORT_EMAIL}`;
export const ESCALATION_NOTE = `This conversation has been escalated to our human support team. You can also email us at ${SUPPORT_EMAIL}`;
export const CONNECTING_TEXT = 'Connecting you with our human support team...';

// docs/product.md §2: shown while there is at most one message; each prefills the input.
export const QUICK_HELP = [
  { label: 'Pricing Plans', prefill: 'What are your pricing plans?' },
  { label: 'Getting Started', prefill: 'How do I get started?' },
  { label: 'Technical Support', prefill: 'I need help with a technical problem' },
  { label: 'Billing Question', prefill: 'I have a billing question' },
] as const;

// The email draft Contact Human opens: the conversation id lets support find the transcript.
export const contactHumanMailto = (conversationId: string): string =>
  `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Help from a person, please')}&body=${encodeURIComponent(`Hello Nearbly support,\n\n(Conversation with Maya: ${conversationId})\n\n`)}`;

// docs/product.md §4/§9 timings.
export const CHAT_TIMINGS = { feedbackPromptMs: 2_000, escalationNoteMs: 1_000, resetGreetingMs: 500 } as const;
