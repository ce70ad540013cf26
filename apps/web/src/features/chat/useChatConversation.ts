import type { TChatRating } from '@app/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

import { describeError } from '@/app/errors';
import { useAppSelector } from '@/app/hooks';

import { chatContext, useEscalateChatMutation, useSendChatFeedbackMutation, useSendChatMessageMutation } from './chat.api';
import { chatMessage, type ChatMessage } from './chat-message';
import { CHAT_FAILURE_TEXT, CHAT_NETWORK_FAILURE_TEXT, CHAT_TIMINGS, CONNECTING_TEXT, contactHumanMailto, ESCALATION_NOTE, greetingText } from './chat-texts';
import { conversationIdFor, forgetConversation } from './conversation-id';

// What the bot says when a reply fails (docs/product.md §8): a clear 4xx message from the server (too long,
// too many messages), else the spec's texts for a non-OK reply and for a network failure.
function failureText(error: unknown): string {
  const { status, message, details } = describeError(error);
  if (status === undefined) return CHAT_NETWORK_FAILURE_TEXT;
  if (status >= 400 && status < 500) return details.length ? details.map((detail) => detail.message).join(' ') : message;
  return CHAT_FAILURE_TEXT;
}

// The conversation behind the panel: messages, sending, feedback, reset and Contact Human.
export function useChatConversation(options: { open: boolean; autoGreeting: boolean; onBotMessage: (whileOpen: boolean) => void }) {
  const user = useAppSelector((state) => state.auth.user);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [waiting, setWaiting] = useState(false);
  const [promptFor, setPromptFor] = useState<string | null>(null);
  const [sendMessage] = useSendChatMessageMutation();
  const [sendFeedback] = useSendChatFeedbackMutation();
  const [escalate] = useEscalateChatMutation();

  const openRef = useRef(options.open);
  const onBotMessageRef = useRef(options.onBotMessage);
  useEffect(() => {
    openRef.current = options.open;
    onBotMessageRef.current = options.onBotMessage;
  });
  // Bumped by reset: a reply to a message sent before the reset is dropped.
  const generation = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);
  const clearTimers = () => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
  };
  useEffect(() => () => clearTimers(), []);

  const add = useCallback((message: ChatMessage) => setMessages((current) => [...current, message]), []);
  const addBot = useCallback(
    (message: ChatMessage) => {
      add(message);
      onBotMessageRef.current(openRef.current);
    },
    [add],
  );
  const greet = useCallback(() => addBot(chatMessage('bot', greetingText(user?.displayName))), [addBot, user?.displayName]);

  // docs/product.md §2: the first open with no messages greets (auto-greeting on).
  const greeted = useRef(false);
  useEffect(() => {
    if (options.open && options.autoGreeting && !greeted.current && messages.length === 0) {
      greeted.current = true;
      greet();
    }
  }, [options.open, options.autoGreeting, messages.length, greet]);

  // docs/product.md §4: the feedback prompt appears on the latest bot reply after 2 s.
  const latestReplyId = [...messages].reverse().find((message) => message.type === 'bot')?.metadata?.messageId;
  useEffect(() => {
    if (!latestReplyId) return undefined;
    const timer = setTimeout(() => setPromptFor(latestReplyId), CHAT_TIMINGS.feedbackPromptMs);
    return () => clearTimeout(timer);
  }, [latestReplyId]);
  const feedbackFor = promptFor !== null && promptFor === latestReplyId ? promptFor : null;

  const send = async (text: string) => {
    const message = text.trim();
    if (!message || waiting) return;
    add(chatMessage('user', message));
    setWaiting(true);
    const sentIn = generation.current;
    const conversationId = conversationIdFor(user?.id ?? null);
    const result = await sendMessage({ message, conversationId, ...(user ? { userId: user.id } : {}), context: chatContext() });
    if (sentIn !== generation.current) return;
    setWaiting(false);
    if (result.error) {
      addBot(chatMessage('bot', failureText(result.error)));
      return;
    }
    const { response, confidence, intent, escalated, messageId } = result.data;
    addBot(chatMessage('bot', response, { messageId, confidence, intent, escalated }));
    // docs/product.md §4: an escalated reply adds the system note after 1 s.
    if (escalated) later(CHAT_TIMINGS.escalationNoteMs, () => add(chatMessage('system', ESCALATION_NOTE)));
  };

  const rate = async (messageId: string, rating: TChatRating) => {
    setPromptFor(null);
    setMessages((current) => current.map((item) => (item.metadata?.messageId === messageId ? { ...item, metadata: { ...item.metadata, rating } } : item)));
    const result = await sendFeedback({ messageId, rating, conversationId: conversationIdFor(user?.id ?? null) });
    // docs/product.md §7: a feedback failure is only logged.
    if (result.error) console.warn('Chat feedback was not recorded', result.error);
  };

  // docs/product.md §4: reset clears the messages and the conversation id; if open, greets after 500 ms.
  const reset = () => {
    generation.current += 1;
    clearTimers();
    setMessages([]);
    setWaiting(false);
    forgetConversation();
    if (openRef.current) later(CHAT_TIMINGS.resetGreetingMs, greet);
  };

  // docs/product.md §2: Contact Human says it is connecting, hands the conversation to support and opens
  // an email draft to the support address.
  const contactHuman = async () => {
    const conversationId = conversationIdFor(user?.id ?? null);
    add(chatMessage('system', CONNECTING_TEXT));
    window.open(contactHumanMailto(conversationId), '_self');
    const result = await escalate({ conversationId, context: chatContext() });
    if (result.error) console.warn('Chat escalation was not recorded', result.error);
  };

  return { messages, waiting, feedbackFor, send, rate, reset, contactHuman };
}
