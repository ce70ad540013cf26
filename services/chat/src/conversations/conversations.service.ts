import { Injectable, Logger } from '@nestjs/common';
import type { TChatEscalated, TChatEscalateRequest, TChatFeedbackRecorded, TChatFeedbackRequest, TChatMessageRequest, TChatReply } from '@app/contracts';
import { AiUnavailableError, ServiceException } from '@app/service-kit';
import { chatEnv } from '../config/env';
import type { TNewTicket } from '../tickets/tickets.repository';
import { decide, localReply, type TDecision, type TEscalationReason } from './answers/local-answerer';
import { OpenAiAnswerer } from './answers/openai-answerer';
import { ConversationsRepository, type TConversationOwner, type TStoredTurn } from './conversations.repository';
import type { TProductFacts } from './facts/product-facts';
import { PlanCatalogue } from './facts/plan-catalogue';

// Turns kept for the model and for spotting repeated failures.
const HISTORY_TURNS = 10;
// A model answer to a question the local rules could not place still counts as an answer.
const MODEL_CONFIDENCE = 0.85;
// docs/product.md §8 Contact Human text, stored as the conversation's system note.
const CONNECTING_TEXT = 'Connecting you with our human support team...';

const REASON_LABELS: Record<TEscalationReason, string> = {
  asked: 'asked for a person',
  anger: 'customer upset',
  repeated_failure: 'Maya could not answer',
  contact_button: 'Contact Human button',
};

const escalationTicket =
  (owner: TConversationOwner, reason: TEscalationReason, page: string) =>
  (transcript: TStoredTurn[]): TNewTicket => ({
    source: 'escalation',
    type: 'support',
    // The chat knows no name or address: support finds a signed-in user by id; a visitor also
    // gets a mailto draft from the widget.
    name: owner.userId ? 'Signed-in user (chat)' : 'Website visitor (chat)',
    email: '',
    business: null,
    subject: `Maya chat: ${REASON_LABELS[reason]}`,
    message: [
      `Conversation ${owner.clientId} on page ${page}.`,
      ...transcript.map((turn) => `${turn.role === 'user' ? 'Customer' : turn.role === 'bot' ? 'Maya' : 'Note'}: ${turn.content}`),
    ].join('\n'),
  });

@Injectable()
export class ConversationsService {
  private readonly logger = new Logger(ConversationsService.name);

  constructor(
    private readonly repository: ConversationsRepository,
    private readonly catalogue: PlanCatalogue,
    private readonly openai: OpenAiAnswerer,
  ) {}

  // docs/product.md §7 POST /api/chatbot/message: store the question, answer it, store the answer.
  async reply(input: TChatMessageRequest): Promise<TChatReply> {
    const owner = { clientId: input.conversationId, userId: input.userId };
    const page = input.context.page;
    const conversationId = await this.openOrRefuse(owner, page);
    const history = await this.repository.history(conversationId, HISTORY_TURNS);
    await this.repository.addMessage(conversationId, { role: 'user', content: input.message, page });
    const decision = decide(input.message, history);
    const facts: TProductFacts = { supportEmail: chatEnv.SUPPORT_EMAIL, catalogue: await this.catalogue.get() };
    if (decision.escalate) await this.repository.escalate(owner, conversationId, decision.escalate, escalationTicket(owner, decision.escalate, page));
    const { response, source, confidence } = await this.compose(decision, input.message, history, facts, page);
    const escalated = decision.escalate !== null;
    const messageId = await this.repository.addMessage(conversationId, { role: 'bot', content: response, page, intent: decision.intent, confidence, escalated, source });
    this.logger.log({ conversationId, intent: decision.intent, source, escalated }, 'Maya answered');
    return { response, confidence, intent: decision.intent, escalated, messageId };
  }

  // docs/product.md §7 POST /api/chatbot/feedback.
  async feedback(input: TChatFeedbackRequest): Promise<TChatFeedbackRecorded> {
    const owner = { clientId: input.conversationId, userId: input.userId };
    const message = await this.repository.findBotMessage(owner, input.messageId);
    if (!message) throw new ServiceException('NOT_FOUND', 'That message is not part of this conversation.');
    await this.repository.rate(message.id, input.rating);
    return { recorded: true };
  }

  // The widget's Contact Human button: a ticket for support (once per conversation).
  async escalate(input: TChatEscalateRequest): Promise<TChatEscalated> {
    const owner = { clientId: input.conversationId, userId: input.userId };
    const page = input.context.page;
    const conversationId = await this.openOrRefuse(owner, page);
    await this.repository.addMessage(conversationId, { role: 'system', content: CONNECTING_TEXT, page });
    const result = await this.repository.escalate(owner, conversationId, 'contact_button', escalationTicket(owner, 'contact_button', page));
    this.logger.log({ conversationId, ticketId: result.ticketId, alreadyEscalated: result.alreadyEscalated }, 'Chat escalated to support');
    return result;
  }

  private async openOrRefuse(owner: TConversationOwner, page: string): Promise<string> {
    const conversationId = await this.repository.open(owner, page);
    if (!conversationId) throw new ServiceException('NOT_FOUND', 'This conversation belongs to another account. Please start a new chat.');
    return conversationId;
  }

  // The model answers when configured (never escalations or injection attempts, which have fixed
  // replies); on any model failure the local answerer takes over.
  private async compose(
    decision: TDecision,
    text: string,
    history: TStoredTurn[],
    facts: TProductFacts,
    page: string,
  ): Promise<{ response: string; source: 'local' | 'openai'; confidence: number }> {
    const local = { response: localReply(decision, text, facts, page), source: 'local' as const, confidence: decision.confidence };
    if (decision.escalate || decision.injection || !this.openai.enabled) return local;
    try {
      const turns = history.flatMap((turn) => (turn.role === 'system' ? [] : [{ role: turn.role, content: turn.content }]));
      const response = await this.openai.answer({ facts, history: turns, text, page });
      return { response, source: 'openai', confidence: Math.max(decision.confidence, MODEL_CONFIDENCE) };
    } catch (error) {
      if (!(error instanceof AiUnavailableError)) throw error;
      this.logger.warn({ reason: error.reason, err: error.message }, 'Model unavailable; the local answerer replied');
      return local;
    }
  }
}
