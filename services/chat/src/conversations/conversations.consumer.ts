import { Controller } from '@nestjs/common';
import { ChatRequests, type TChatEscalated, type TChatFeedbackRecorded, type TChatReply, type TRequestOf } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { ConversationsService } from './conversations.service';

@Controller()
export class ConversationsConsumer {
  constructor(private readonly conversations: ConversationsService) {}

  @Handles(ChatRequests.messageSend)
  send(input: TRequestOf<typeof ChatRequests.messageSend>): Promise<TChatReply> {
    return this.conversations.reply(input);
  }

  @Handles(ChatRequests.feedbackRecord)
  feedback(input: TRequestOf<typeof ChatRequests.feedbackRecord>): Promise<TChatFeedbackRecorded> {
    return this.conversations.feedback(input);
  }

  @Handles(ChatRequests.conversationEscalate)
  escalate(input: TRequestOf<typeof ChatRequests.conversationEscalate>): Promise<TChatEscalated> {
    return this.conversations.escalate(input);
  }
}
