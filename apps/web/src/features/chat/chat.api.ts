import type { TChatEscalated, TChatRating, TChatReply } from '@app/contracts';

import { api } from '@/app/api';

// docs/product.md §7: POST /api/chatbot/message (message, conversationId, userId, context) and
// /api/chatbot/feedback; plus the Contact Human escalation. The bearer token goes with every
// call when signed in; signed out, the authorization value is empty (docs/product.md §6).
export type ChatMessageRequest = {
  message: string;
  conversationId: string;
  userId?: string;
  context: { page: string; userAgent: string; timestamp: string };
};
export type ChatFeedbackRequest = { messageId: string; rating: TChatRating; conversationId: string };
export type ChatEscalateRequest = { conversationId: string; context: ChatMessageRequest['context'] };

const EMPTY_AUTHORIZATION = { Authorization: '' };

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendChatMessage: build.mutation<TChatReply, ChatMessageRequest>({
      query: (body) => ({ url: '/chatbot/message', method: 'POST', body, headers: EMPTY_AUTHORIZATION }),
    }),
    sendChatFeedback: build.mutation<unknown, ChatFeedbackRequest>({
      query: (body) => ({ url: '/chatbot/feedback', method: 'POST', body, headers: EMPTY_AUTHORIZATION }),
    }),
    escalateChat: build.mutation<TChatEscalated & { supportEmail: string }, ChatEscalateRequest>({
      query: (body) => ({ url: '/chatbot/escalate', method: 'POST', body, headers: EMPTY_AUTHORIZATION }),
    }),
  }),
});

export const { useSendChatMessageMutation, useSendChatFeedbackMutation, useEscalateChatMutation } = chatApi;

export const chatContext = (): ChatMessageRequest['context'] => ({
  page: window.location.pathname,
  userAgent: navigator.userAgent,
  timestamp: new Date().toISOString(),
});
