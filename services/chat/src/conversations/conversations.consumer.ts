import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  REQUEST_TOPICS,
  ZChatEscalateRequest,
  ZChatFeedbackRequest,
  ZChatMessageRequest,
  type TChatEscalated,
  type TChatEscalateRequest,
  type TChatFeedbackRecorded,
  type TChatFeedbackRequest,
  type TChatMessageRequest,
  type TChatReply,
} from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import { ConversationsService } from './conversations.service';

@Controller()
export class ConversationsConsumer {
  constructor(private readonly conversations: ConversationsService) {}

  @MessagePattern(REQUEST_TOPICS.chat.messageSend)
  send(@Payload(new ZodPayloadPipe(ZChatMessageRequest)) input: TChatMessageRequest): Promise<TChatReply> {
    return this.conversations.reply(input);
  }

  @MessagePattern(REQUEST_TOPICS.chat.feedbackRecord)
  feedback(@Payload(new ZodPayloadPipe(ZChatFeedbackRequest)) input: TChatFeedbackRequest): Promise<TChatFeedbackRecorded> {
    return this.conversations.feedback(input);
  }

  @MessagePattern(REQUEST_TOPICS.chat.conversationEscalate)
  escalate(@Payload(new ZodPayloadPipe(ZChatEscalateRequest)) input: TChatEscalateRequest): Promise<TChatEscalated> {
    return this.conversations.escalate(input);
  }
}
