import { BadRequestException, Body, Controller, Delete, Get, NotFoundException, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { z } from 'zod';
import { AnalysisRequests, type TAcknowledged, type TAnalyticsSeries, type TCompetitorsAdded, type TCompetitorsView } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { AuthGuard, CurrentActor, type TActor } from '../auth/auth.guard';
import { CompetitorsAddDto } from '../dashboard/dashboard.dto';
import { correlationIdOf } from '../http/correlation';
import { analyticsRangeOf } from './analytics-query';

export const isUuid = (value: string): boolean => z.uuid().safeParse(value).success;
export const scopeOf = (actor: TActor) => ({ userId: actor.userId, businessId: actor.businessId });

// docs/product.md §7 /analytics: the signed-in business's competitors and its analytics series.
@ApiTags('analytics')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('competitors')
  @ApiOperation({ summary: 'Competitors with address, average rating, review count, estimated traffic and rating change' })
  competitors(@CurrentActor() actor: TActor, @Req() request: Request): Promise<TCompetitorsView> {
    return this.rpc.call(AnalysisRequests.competitorsList, scopeOf(actor), { correlationId: correlationIdOf(request) });
  }

  @Post('competitors')
  @ApiOperation({ summary: 'Follow competitors (plan limit; no duplicates); their figures follow shortly' })
  addCompetitors(@CurrentActor() actor: TActor, @Body() body: CompetitorsAddDto, @Req() request: Request): Promise<TCompetitorsAdded> {
    return this.rpc.call(AnalysisRequests.competitorsAdd, { ...scopeOf(actor), competitors: body.competitors }, { correlationId: correlationIdOf(request) });
  }

  @Delete('competitors/:id')
  @ApiOperation({ summary: 'Stop following a competitor; 404 for one not on your list' })
  removeCompetitor(@CurrentActor() actor: TActor, @Param('id') id: string, @Req() request: Request): Promise<TAcknowledged> {
    if (!isUuid(id)) throw new NotFoundException('That competitor is not on your list.');
    return this.rpc.call(AnalysisRequests.competitorsRemove, { ...scopeOf(actor), id }, { correlationId: correlationIdOf(request) });
  }

  @Get('data')
  @ApiOperation({ summary: 'Daily series: listing views, website clicks, calls, direction requests, average rank, new reviews (default: last 30 days)' })
  @ApiQuery({ name: 'startDate', required: false, description: 'YYYY-MM-DD' })
  @ApiQuery({ name: 'endDate', required: false, description: 'YYYY-MM-DD' })
  @ApiQuery({ name: 'metric', required: false })
  data(@CurrentActor() actor: TActor, @Query() query: Record<string, unknown>, @Req() request: Request): Promise<TAnalyticsSeries> {
    const range = analyticsRangeOf(query);
    if ('error' in range) throw new BadRequestException(range.error);
    return this.rpc.call(AnalysisRequests.analyticsSeries, { ...scopeOf(actor), ...range }, { correlationId: correlationIdOf(request) });
  }
}
