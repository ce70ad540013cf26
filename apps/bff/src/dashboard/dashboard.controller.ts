import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  AnalysisRequests,
  type TAcknowledged,
  type TDashboardOverview,
  type TKeywordsAdded,
  type TKeywordsView,
  type TKeywordSuggestions,
  type TRankCheckQueued,
} from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { AuthGuard, CurrentActor, type TActor } from '../auth/auth.guard';
import { correlationIdOf } from '../http/correlation';
import { BusinessLimits } from '../redis/business-limits';
import { ItemIdParams, KeywordsAddDto, RankCheckDto } from './dashboard.dto';
import { OverviewService } from './overview.service';

export const scopeOf = (actor: TActor) => ({ userId: actor.userId, businessId: actor.businessId });

@ApiTags('dashboard')
@Controller('dashboard')
export class DashboardController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly auth: AuthGuard,
    private readonly overviews: OverviewService,
    private readonly limits: BusinessLimits,
  ) {}

  // docs/product.md §6: an anonymous or unauthorised caller gets the demo overview.
  @Get('overview')
  @ApiOperation({ summary: 'Dashboard overview (demo data without a valid session)' })
  async overview(@Req() request: Request): Promise<TDashboardOverview> {
    const actor = await this.auth.actorOf(request).catch(() => undefined);
    return actor ? this.overviews.forActor(actor, correlationIdOf(request)) : this.overviews.demo();
  }

  @Get('keywords')
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Tracked keywords with position, change, trend and rank history' })
  keywords(@CurrentActor() actor: TActor): Promise<TKeywordsView> {
    return this.rpc.call(AnalysisRequests.keywordsList, scopeOf(actor));
  }

  @Post('keywords')
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Track one or many keywords (plan limit; no duplicates)' })
  addKeywords(@CurrentActor() actor: TActor, @Body() body: KeywordsAddDto): Promise<TKeywordsAdded> {
    return this.rpc.call(AnalysisRequests.keywordsAdd, { ...scopeOf(actor), keywords: body.keywords });
  }

  @Delete('keywords/:id')
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Stop tracking a keyword (its history goes with it)' })
  removeKeyword(@CurrentActor() actor: TActor, @Param() params: ItemIdParams): Promise<TAcknowledged> {
    return this.rpc.call(AnalysisRequests.keywordsRemove, { ...scopeOf(actor), id: params.id });
  }

  @Post('keywords/check')
  @HttpCode(202)
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Check ranks now: one keyword or all (runs as a background job); 429 with Retry-After during the cooldown' })
  check(@CurrentActor() actor: TActor, @Body() body: RankCheckDto): Promise<TRankCheckQueued> {
    return this.limits.rankCheck(actor.businessId, body.keywordId, () =>
      this.rpc.call(AnalysisRequests.ranksCheck, { ...scopeOf(actor), ...(body.keywordId ? { keywordId: body.keywordId } : {}) }),
    );
  }

  @Get('keywords/suggestions')
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'AI keyword suggestions: seasonal, local events, weather' })
  suggestions(@CurrentActor() actor: TActor): Promise<TKeywordSuggestions> {
    return this.rpc.call(AnalysisRequests.keywordSuggestions, scopeOf(actor));
  }
}
