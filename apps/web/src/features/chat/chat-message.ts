import type { TChatIntent, TChatRating } from '@app/contracts';

// docs/product.md §3 Chat message (client side).
export type ChatMessage = {
  id: string;
  type: 'user' | 'bot' | 'system';
  content: string;
  timestamp: string;
  isTyping?: boolean;
  metadata?: {
    // The server's id of a bot reply (feedback goes to it); absent on local texts.
    messageId?: string;
    confidence?: number;
    intent?: TChatIntent;
    escalated?: boolean;
    rating?: TChatRating;
  };
};

let counter = 0;

export const chatMessage = (type: ChatMessage['type'], content: string, metadata?: ChatMessage['metadata']): ChatMessage => {
  counter += 1;
  return { id: `local-${Date.now()}-${counter}`, type, content, timestamp: new Date().toISOString(), metadata };
};
