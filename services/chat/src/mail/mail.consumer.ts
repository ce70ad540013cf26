import { Controller } from '@nestjs/common';
import { NewsletterSubscribed, TicketCreated, type TEventOf } from '@app/contracts';
import { OnEvent, type TInboxContext } from '@app/service-kit';
import { ChatMailQueue } from './mail.queue';

// Chat's own outbox events queue its mails: a sign-up or ticket (from the forms or a chat
// escalation) committed with its event is mailed even if the process stops right after. The
// jobs are added once the event is recorded as processed; their ids (the mail and its row) make
// a redelivered event queue nothing new.
@Controller()
export class MailConsumer {
  constructor(private readonly queue: ChatMailQueue) {}

  // The welcome the newsletter sign-up promises (again for an address that unsubscribed and
  // signed up anew: each announcement is its own event).
  @OnEvent(NewsletterSubscribed)
  onNewsletterSubscribed(event: TEventOf<typeof NewsletterSubscribed>, inbox: TInboxContext): Promise<void> {
    const { subscriptionId } = event.payload;
    inbox.afterCommit(() => this.queue.enqueue({ mail: 'newsletter-welcome', subscriptionId, eventId: event.id }));
    return Promise.resolve();
  }

  // The ticket to the support inbox, and its acknowledgment to the sender.
  @OnEvent(TicketCreated)
  onTicketCreated(event: TEventOf<typeof TicketCreated>, inbox: TInboxContext): Promise<void> {
    const { ticketId } = event.payload;
    inbox.afterCommit(() => this.queue.enqueue({ mail: 'ticket-to-support', ticketId }));
    inbox.afterCommit(() => this.queue.enqueue({ mail: 'ticket-acknowledgment', ticketId }));
    return Promise.resolve();
  }
}
