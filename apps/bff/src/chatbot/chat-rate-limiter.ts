import { Injectable } from '@nestjs/common';
import { FixedWindowLimiter, minutesText } from '../redis/fixed-window-limiter';

// A person types a few messages a minute; a script types hundreds. Per conversation and per IP.
export const CHAT_LIMITS = {
  conversation: { max: 12, windowSeconds: 60 },
  ip: { max: 60, windowSeconds: 600 },
} as const;

@Injectable()
export class ChatRateLimiter {
  constructor(private readonly limiter: FixedWindowLimiter) {}

  async hit(ip: string, conversationId: string): Promise<void> {
    const message = (minutes: number) => `You're sending messages too quickly. Please wait ${minutesText(minutes)} and try again.`;
    await this.limiter.hit(`ratelimit:chat:conversation:${conversationId}`, CHAT_LIMITS.conversation, message);
    await this.limiter.hit(`ratelimit:chat:ip:${ip}`, CHAT_LIMITS.ip, message);
  }
}
