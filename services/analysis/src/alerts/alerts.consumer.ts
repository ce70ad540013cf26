import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { REQUEST_TOPICS, ZAlertReadRequest, ZBusinessScope, type TAlert, type TAlertReadRequest, type TAlertsView, type TBusinessScope } from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import { AlertsService } from './alerts.service';

@Controller()
export class AlertsConsumer {
  constructor(private readonly alerts: AlertsService) {}

  @MessagePattern(REQUEST_TOPICS.analysis.alertsList)
  list(@Payload(new ZodPayloadPipe(ZBusinessScope)) scope: TBusinessScope): Promise<TAlertsView> {
    return this.alerts.list(scope);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.alertsRead)
  read(@Payload(new ZodPayloadPipe(ZAlertReadRequest)) input: TAlertReadRequest): Promise<TAlert> {
    return this.alerts.read(input, input.id);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.alertsReadAll)
  readAll(@Payload(new ZodPayloadPipe(ZBusinessScope)) scope: TBusinessScope): Promise<TAlertsView> {
    return this.alerts.readAll(scope);
  }
}
