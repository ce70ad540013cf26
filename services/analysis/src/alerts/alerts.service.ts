import { Injectable } from '@nestjs/common';
import { ALERT_KINDS, type TAlert, type TAlertKind, type TAlertsView, type TBusinessScope } from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import { ScopeService } from '../businesses/scope.service';
import type { Alert } from '../generated/prisma/client';
import { AlertsRepository } from './alerts.repository';

const NOT_FOUND = 'That notification was not found.';

const toAlert = (row: Alert): TAlert => ({
  id: row.id,
  kind: (ALERT_KINDS as readonly string[]).includes(row.kind) ? (row.kind as TAlertKind) : 'ranking',
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

// docs/product.md §10 Alerts: the in-app list (newest first, unread until opened).
@Injectable()
export class AlertsService {
  constructor(
    private readonly scope: ScopeService,
    private readonly repository: AlertsRepository,
  ) {}

  async list(scope: TBusinessScope): Promise<TAlertsView> {
    const business = await this.scope.business(scope);
    const { items, unread } = await this.repository.list(business.id);
    return { unread, items: items.map(toAlert) };
  }

  async read(scope: TBusinessScope, id: string): Promise<TAlert> {
    const business = await this.scope.business(scope);
    const row = await this.repository.markRead(business.id, id, new Date());
    if (!row) throw new ServiceException('NOT_FOUND', NOT_FOUND);
    return toAlert(row);
  }

  async readAll(scope: TBusinessScope): Promise<TAlertsView> {
    const business = await this.scope.business(scope);
    await this.repository.markAllRead(business.id, new Date());
    return this.list(scope);
  }
}
