import { Controller } from '@nestjs/common';
import {
  AlertRaised,
  AuthRequests,
  type TEventOf,
  type TRequestOf,
  type TUnsubscribeReply,
  WeeklyPlanReady,
} from '@app/contracts';
import { Handles, OnEvent, type TInboxContext } from '@app/service-kit';
import type { Prisma } from '../generated/prisma/client';
import { AlertMailService } from './alert-mail.service';

@Controller()
export class AlertsConsumer {
  constructor(private readonly alerts: AlertMailService) {}

  @OnEvent(AlertRaised)
  async onAlertRaised(
    event: TEventOf<typeof AlertRaised>,
    inbox: TInboxContext<Prisma.TransactionClient>,
  ): Promise<void> {
    await this.alerts.onAlertRaised(event.payload, inbox);
  }

  @OnEvent(WeeklyPlanReady)
  async onWeeklyPlanReady(
    event: TEventOf<typeof WeeklyPlanReady>,
    inbox: TInboxContext<Prisma.TransactionClient>,
  ): Promise<void> {
    await this.alerts.onWeeklyPlanReady(event.payload, inbox);
  }

  @Handles(AuthRequests.unsubscribeCheck)
  check(input: TRequestOf<typeof AuthRequests.unsubscribeCheck>): Promise<TUnsubscribeReply> {
    return this.alerts.check(input.token);
  }

  @Handles(AuthRequests.unsubscribe)
  unsubscribe(input: TRequestOf<typeof AuthRequests.unsubscribe>): Promise<TUnsubscribeReply> {
    return this.alerts.unsubscribe(input.token);
  }
}
