import { Controller, Get, HttpCode, NotFoundException, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AlertsRequests, type TAlert, type TAlertsView } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { AuthGuard, CurrentActor, isUuid, scopeOf, type TActor } from '../auth/auth.guard';

const NOT_FOUND = 'That notification was not found.';

// Issue 21 (docs/product.md §10 Alerts): the in-app list behind the header's bell. analysis owns
// the alerts; the business comes from the verified token, so another business's alert is a 404.
@ApiTags('notifications')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Alerts, newest first, with the unread count' })
  list(@CurrentActor() actor: TActor): Promise<TAlertsView> {
    return this.rpc.call(AlertsRequests.list, scopeOf(actor));
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark every alert read' })
  readAll(@CurrentActor() actor: TActor): Promise<TAlertsView> {
    return this.rpc.call(AlertsRequests.readAll, scopeOf(actor));
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark one alert read; 404 for an alert of another business' })
  read(@CurrentActor() actor: TActor, @Param('id') id: string): Promise<TAlert> {
    if (!isUuid(id)) throw new NotFoundException(NOT_FOUND);
    return this.rpc.call(AlertsRequests.read, { ...scopeOf(actor), id });
  }
}
