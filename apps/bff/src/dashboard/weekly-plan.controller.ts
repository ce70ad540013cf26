import { Body, Controller, Get, NotFoundException, Param, Patch, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { WEEKLY_PLAN_MESSAGES, WeeklyPlanRequests, type TWeeklyPlan } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { AuthGuard, CurrentActor, isUuid, scopeOf, type TActor } from '../auth/auth.guard';
import { PlanActionDoneDto } from './dashboard.dto';

// Issue 21 (docs/product.md §11 Weekly plan): "three things to do this week". analysis owns the
// plan; the business comes from the verified token, so another business's action is a 404.
@ApiTags('dashboard')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('dashboard/weekly-plan')
export class WeeklyPlanController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: "This week's plan: at most three actions, and what last week's done actions changed" })
  get(@CurrentActor() actor: TActor): Promise<TWeeklyPlan> {
    return this.rpc.call(WeeklyPlanRequests.get, scopeOf(actor));
  }

  @Patch('actions/:id')
  @ApiOperation({ summary: "Mark an action of this week's plan done (or not); answers the plan" })
  actionDone(@CurrentActor() actor: TActor, @Param('id') id: string, @Body() body: PlanActionDoneDto): Promise<TWeeklyPlan> {
    if (!isUuid(id)) throw new NotFoundException(WEEKLY_PLAN_MESSAGES.notFound);
    return this.rpc.call(WeeklyPlanRequests.actionDone, { ...scopeOf(actor), id, done: body.done });
  }
}
