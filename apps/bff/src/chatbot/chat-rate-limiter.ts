import { Injectable } from '@nestjs/common';
import { assertAllowed, RateLimits, type Limiter } from '../redis/rate-limits';

// A person types a few messages a minute; a script types hundreds. Per conversation and per IP.
// Without Redis each BFF process keeps counting on its own: losing a customer's message is worse
// than a few extra, but the limit still holds per process.
export const CHAT_LIMITS = {
  conversation: { points: 12, durationSeconds: 60 },
  ip: { points: 60, durationSeconds: 600 },
} as const;

@Injectable()
export class ChatRateLimiter {
  private readonly conversation: Limiter;
  private readonly ip: Limiter;

  constructor(limits: RateLimits) {
    this.conversation = limits.limiter('chat:conversation', CHAT_LIMITS.conversation, 'per-process');
    this.ip = limits.limiter('chat:ip', CHAT_LIMITS.ip, 'per-process');
  }

  // A message refused for its conversation does not count against the address.
  async hit(ip: string, conversationId: string): Promise<void> {
    const message = (minutes: string) => `You're sending messages too quickly. Please wait ${minutes} and try again.`;
    assertAllowed([await this.conversation.consume(conversationId)], message);
    assertAllowed([await this.ip.consume(ip)], message);
  }
}
