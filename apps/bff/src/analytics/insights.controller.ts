import { Controller, Get, HttpCode, NotFoundException, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AnalysisRequests, type TInsight, type TInsightsView } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { AuthGuard, CurrentActor, type TActor } from '../auth/auth.guard';
import { correlationIdOf } from '../http/correlation';
import { BusinessLimits } from '../redis/business-limits';
import { isUuid, scopeOf } from './analytics.controller';

// docs/product.md §7 /dashboard/insights: generated in the background; read and refreshed by the owner.
@ApiTags('insights')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('dashboard/insights')
export class InsightsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limits: BusinessLimits,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Insights: high priority first, with impact score and an action that opens the real thing' })
  list(@CurrentActor() actor: TActor, @Req() request: Request): Promise<TInsightsView> {
    return this.rpc.call(AnalysisRequests.insightsList, scopeOf(actor), { correlationId: correlationIdOf(request) });
  }

  @Patch(':id/read')
  @ApiOperation({ summary: 'Mark an insight read; 404 for an insight of another business' })
  read(@CurrentActor() actor: TActor, @Param('id') id: string, @Req() request: Request): Promise<TInsight> {
    if (!isUuid(id)) throw new NotFoundException('That insight was not found.');
    return this.rpc.call(AnalysisRequests.insightsRead, { ...scopeOf(actor), id }, { correlationId: correlationIdOf(request) });
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({ summary: "Generate insights now from the business's own data ('Insights refreshed'); a number a day per business" })
  refresh(@CurrentActor() actor: TActor, @Req() request: Request): Promise<TInsightsView> {
    return this.limits.insights(actor.businessId, () =>
      this.rpc.call(AnalysisRequests.insightsRefresh, scopeOf(actor), { correlationId: correlationIdOf(request) }),
    );
  }
}
