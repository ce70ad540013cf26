import { z } from 'zod';
import { defineRequest } from './message';
import { ZNewsletterSubscribe, ZNewsletterSubscribed, ZNewsletterUnsubscribeReply, ZNewsletterUnsubscribeRequest } from './newsletter';
import { ZTicketCreate, ZTicketCreated } from './support';

// Maya, the chat assistant (docs/product.md §2 Chat widget, §3 Chat message, §7 /api/chatbot/*).

export const CHAT_LIMITS = { messageMax: 2_000, pageMax: 512, userAgentMax: 512 } as const;

export const CHAT_MESSAGES = {
  messageRequired: 'Please type a message',
  messageTooLong: `Messages can be at most ${CHAT_LIMITS.messageMax.toLocaleString('en-US')} characters. Please shorten yours.`,
  conversationInvalid: 'Conversation id must look like conv_<timestamp>_<random text>',
} as const;

// What Maya recognised a message as (docs/product.md §3 metadata.intent, e.g. greeting).
export const CHAT_INTENTS = [
  'greeting',
  'pricing',
  'setup',
  'troubleshooting',
  'billing',
  'account',
  'local_seo',
  'human',
  'general',
] as const;
export type TChatIntent = (typeof CHAT_INTENTS)[number];

export const CHAT_RATINGS = ['positive', 'negative'] as const;
export type TChatRating = (typeof CHAT_RATINGS)[number];

// docs/product.md §3: generated client side, `conv_` + timestamp + random text.
export const ZConversationId = z
  .string({ error: CHAT_MESSAGES.conversationInvalid })
  .regex(/^conv_[A-Za-z0-9_-]{4,80}$/, CHAT_MESSAGES.conversationInvalid);

// docs/product.md §7 context { page path, userAgent, timestamp ISO }.
export const ZChatContext = z.object({
  page: z
    .string()
    .trim()
    .max(CHAT_LIMITS.pageMax)
    .regex(/^\/[^\s]*$/, 'Page must be a path such as /pricing')
    .default('/'),
  userAgent: z.string().max(CHAT_LIMITS.userAgentMax).default(''),
  timestamp: z.iso.datetime({ offset: true, error: 'Timestamp must be an ISO date-time' }).optional(),
});
export type TChatContext = z.infer<typeof ZChatContext>;

const messageText = z
  .string({ error: CHAT_MESSAGES.messageRequired })
  .trim()
  .min(1, { error: CHAT_MESSAGES.messageRequired, abort: true })
  .max(CHAT_LIMITS.messageMax, CHAT_MESSAGES.messageTooLong);

// POST /api/chatbot/message body. userId is what the browser believes; only a valid bearer
// token identifies a user.
export const ZChatbotMessage = z.object({
  message: messageText,
  conversationId: ZConversationId,
  userId: z.string().max(64).nullish(),
  context: ZChatContext.default({ page: '/', userAgent: '' }),
});
export type TChatbotMessage = z.infer<typeof ZChatbotMessage>;

export const ZChatReply = z.object({
  response: z.string(),
  confidence: z.number().min(0).max(1),
  intent: z.enum(CHAT_INTENTS),
  escalated: z.boolean(),
  messageId: z.uuid(),
});
export type TChatReply = z.infer<typeof ZChatReply>;

// POST /api/chatbot/feedback body (docs/product.md §7).
export const ZChatbotFeedback = z.object({
  messageId: z.uuid({ error: 'Message id must be a uuid' }),
  rating: z.enum(CHAT_RATINGS, { error: 'Rating must be positive or negative' }),
  conversationId: ZConversationId,
});
export type TChatbotFeedback = z.infer<typeof ZChatbotFeedback>;

// POST /api/chatbot/escalate body: the widget's Contact Human button.
export const ZChatbotEscalate = z.object({
  conversationId: ZConversationId,
  context: ZChatContext.default({ page: '/', userAgent: '' }),
});
export type TChatbotEscalate = z.infer<typeof ZChatbotEscalate>;

export const ZChatEscalated = z.object({ ticketId: z.uuid(), alreadyEscalated: z.boolean() });
export type TChatEscalated = z.infer<typeof ZChatEscalated>;

// Requests to the chat service: the BFF adds the verified user (null for a visitor) and the IP
// is never sent (rate limits live in the BFF).
const ZActor = { userId: z.uuid().nullable() };
export const ZChatMessageRequest = ZChatbotMessage.omit({ userId: true }).extend(ZActor);
export type TChatMessageRequest = z.infer<typeof ZChatMessageRequest>;
export type TChatMessageRequestInput = z.input<typeof ZChatMessageRequest>;
export const ZChatFeedbackRequest = ZChatbotFeedback.extend(ZActor);
export type TChatFeedbackRequest = z.infer<typeof ZChatFeedbackRequest>;
export const ZChatEscalateRequest = ZChatbotEscalate.extend(ZActor);
export type TChatEscalateRequest = z.infer<typeof ZChatEscalateRequest>;

export const ZChatFeedbackRecorded = z.object({ recorded: z.literal(true) });
export type TChatFeedbackRecorded = z.infer<typeof ZChatFeedbackRecorded>;

// Maya may wait for the model (chat's OpenAI deadline, 9 s in k8s) before her local answer.
const CHAT_MESSAGE_TIMEOUT_MS = 12_000;

// The chat service's requests: Maya, support tickets and the newsletter (docs/contributing.md,
// Adding a message).
export const ChatRequests = {
  // The service's health report (the BFF's health page).
  // Signing up twice is not an error: the second answers alreadySubscribed.
  newsletterSubscribe: defineRequest({ topic: 'chat.newsletter.subscribe', request: ZNewsletterSubscribe, reply: ZNewsletterSubscribed }),
  // The welcome email's one-click unsubscribe link: check only reads the signed token (the page a
  // mail scanner may open changes nothing), unsubscribe marks the sign-up unsubscribed.
  newsletterUnsubscribeCheck: defineRequest({ topic: 'chat.newsletter.unsubscribe-check', request: ZNewsletterUnsubscribeRequest, reply: ZNewsletterUnsubscribeReply }),
  newsletterUnsubscribe: defineRequest({ topic: 'chat.newsletter.unsubscribe', request: ZNewsletterUnsubscribeRequest, reply: ZNewsletterUnsubscribeReply }),
  // A contact-page or Help-page message: a new open ticket.
  ticketsCreate: defineRequest({ topic: 'chat.tickets.create', request: ZTicketCreate, reply: ZTicketCreated }),
  // Maya: answer one message of a conversation (docs/product.md §7 POST /api/chatbot/message).
  messageSend: defineRequest({ topic: 'chat.message.send', request: ZChatMessageRequest, reply: ZChatReply, timeoutMs: CHAT_MESSAGE_TIMEOUT_MS }),
  // A thumbs up/down on one of Maya's replies (docs/product.md §7 POST /api/chatbot/feedback).
  feedbackRecord: defineRequest({ topic: 'chat.feedback.record', request: ZChatFeedbackRequest, reply: ZChatFeedbackRecorded }),
  // The widget's Contact Human button: hand the conversation to support (a ticket).
  conversationEscalate: defineRequest({ topic: 'chat.conversation.escalate', request: ZChatEscalateRequest, reply: ZChatEscalated }),
} as const;
