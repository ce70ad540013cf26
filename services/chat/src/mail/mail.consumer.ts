import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENT_TOPICS, ZNewsletterSubscribedEvent, ZTicketCreatedEvent } from '@app/contracts';
import { consumeEvent } from '@app/service-kit';
import { ChatMailQueue } from './mail.queue';

// Chat's own outbox events queue its mails: a sign-up or ticket (from the forms or a chat
// escalation) committed with its event is mailed even if the process stops right after. The
// queue's job ids make a redelivered event queue nothing new.
@Controller()
export class MailConsumer {
  private readonly logger = new Logger(MailConsumer.name);

  constructor(private readonly queue: ChatMailQueue) {}

  // The welcome the newsletter sign-up promises.
  @EventPattern(EVENT_TOPICS.newsletterSubscribed)
  onNewsletterSubscribed(@Payload() raw: unknown): Promise<void> {
    return consumeEvent(
      raw,
      ZNewsletterSubscribedEvent,
      (event) =>
        this.queue.enqueue({
          mail: 'newsletter-welcome',
          subscriptionId: event.payload.subscriptionId,
        }),
      { logger: this.logger, topic: EVENT_TOPICS.newsletterSubscribed, attempts: 5 },
    );
  }

  // The ticket to the support inbox, and its acknowledgment to the sender.
  @EventPattern(EVENT_TOPICS.ticketCreated)
  onTicketCreated(@Payload() raw: unknown): Promise<void> {
    return consumeEvent(
      raw,
      ZTicketCreatedEvent,
      async (event) => {
        await this.queue.enqueue({ mail: 'ticket-to-support', ticketId: event.payload.ticketId });
        await this.queue.enqueue({
          mail: 'ticket-acknowledgment',
          ticketId: event.payload.ticketId,
        });
      },
      { logger: this.logger, topic: EVENT_TOPICS.ticketCreated, attempts: 5 },
    );
  }
}
