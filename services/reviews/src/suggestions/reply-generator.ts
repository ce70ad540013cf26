import { Injectable, Logger } from '@nestjs/common';
import { completeChat, createOpenAi } from '@app/service-kit';
import { aiEnv } from '../config/env';
import { clampWords, localReply, MAX_REPLY_WORDS, type TReplyInput } from './local-reply';
import { replyPrompt } from './reply-prompt';

export type TDraft = { text: string; source: 'openai' | 'local' };

// Drafts a reply: through OpenAI when a key is configured, else with the local generator. An
// OpenAI failure is thrown (AiUnavailableError): the job retries with backoff, then dead-letters.
@Injectable()
export class ReplyGenerator {
  private readonly logger = new Logger(ReplyGenerator.name);
  private readonly ai = createOpenAi(aiEnv);
  readonly mode: 'openai' | 'local' = this.ai ? 'openai' : 'local';

  async draft(input: TReplyInput): Promise<TDraft> {
    if (!this.ai) return { text: localReply(input), source: 'local' };
    const text = await completeChat(this.ai, replyPrompt(input), { maxTokens: 300, temperature: 0.4 });
    const clamped = clampWords(text, MAX_REPLY_WORDS);
    if (clamped !== text) this.logger.debug({ words: text.split(/\s+/).length }, 'Model reply cut to the word limit');
    return { text: clamped, source: 'openai' };
  }
}
