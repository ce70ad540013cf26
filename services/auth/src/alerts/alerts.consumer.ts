import { Controller, Logger } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { EVENT_TOPICS, REQUEST_TOPICS, ZAlertRaisedEvent, ZUnsubscribeRequest, type TUnsubscribeReply, type TUnsubscribeRequest } from '@app/contracts';
import { consumeEvent, ZodPayloadPipe } from '@app/service-kit';
import { AlertMailService } from './alert-mail.service';

@Controller()
export class AlertsConsumer {
  private readonly logger = new Logger(AlertsConsumer.name);

  constructor(private readonly alerts: AlertMailService) {}

  @EventPattern(EVENT_TOPICS.alertRaised)
  onAlertRaised(@Payload() raw: unknown): Promise<void> {
    return consumeEvent(raw, ZAlertRaisedEvent, (event) => this.alerts.onAlertRaised(event.payload), { logger: this.logger, topic: EVENT_TOPICS.alertRaised, attempts: 5 });
  }

  @MessagePattern(REQUEST_TOPICS.auth.unsubscribeCheck)
  check(@Payload(new ZodPayloadPipe(ZUnsubscribeRequest)) input: TUnsubscribeRequest): Promise<TUnsubscribeReply> {
    return this.alerts.check(input.token);
  }

  @MessagePattern(REQUEST_TOPICS.auth.unsubscribe)
  unsubscribe(@Payload(new ZodPayloadPipe(ZUnsubscribeRequest)) input: TUnsubscribeRequest): Promise<TUnsubscribeReply> {
    return this.alerts.unsubscribe(input.token);
  }
}
