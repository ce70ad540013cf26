import { Controller } from '@nestjs/common';
import { AlertsRequests, type TAlert, type TAlertsView, type TRequestOf } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { AlertsService } from './alerts.service';

@Controller()
export class AlertsConsumer {
  constructor(private readonly alerts: AlertsService) {}

  @Handles(AlertsRequests.list)
  list(scope: TRequestOf<typeof AlertsRequests.list>): Promise<TAlertsView> {
    return this.alerts.list(scope);
  }

  @Handles(AlertsRequests.read)
  read(input: TRequestOf<typeof AlertsRequests.read>): Promise<TAlert> {
    return this.alerts.read(input, input.id);
  }

  @Handles(AlertsRequests.readAll)
  readAll(scope: TRequestOf<typeof AlertsRequests.readAll>): Promise<TAlertsView> {
    return this.alerts.readAll(scope);
  }
}
