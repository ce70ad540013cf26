import { Inject, Injectable } from '@nestjs/common';
import { AiUnavailableError, completeChat, type TOpenAi } from '@app/service-kit';
import type { TProductFacts } from '../facts/product-facts';
import { buildMayaMessages, leaksPrompt, type THistoryTurn } from './maya-prompt';

export const MAYA_OPENAI = Symbol('MAYA_OPENAI');

// Maya through OpenAI when OPENAI_API_KEY is set; callers fall back to the local answerer on any
// AiUnavailableError (timeout, HTTP error, unreadable or empty reply, or a reply leaking the prompt).
@Injectable()
export class OpenAiAnswerer {
  constructor(@Inject(MAYA_OPENAI) private readonly ai: TOpenAi | null) {}

  get enabled(): boolean {
    return this.ai !== null;
  }

  async answer(input: { facts: TProductFacts; history: THistoryTurn[]; text: string; page: string }): Promise<string> {
    if (!this.ai) throw new AiUnavailableError('http', 'AI is not configured');
    const reply = await completeChat(this.ai, buildMayaMessages(input), { maxTokens: 300 });
    if (leaksPrompt(reply)) throw new AiUnavailableError('malformed', 'The model reply exposed the system prompt');
    return reply;
  }
}
