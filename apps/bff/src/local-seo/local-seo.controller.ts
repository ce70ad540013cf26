import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AnalysisRequests, type TLocalSeoAnalysis } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { correlationIdOf } from '../http/correlation';
import { PublicLimits } from '../redis/public-limits';
import { LocalSeoQueryDto } from './local-seo.dto';

@ApiTags('analysis')
@Controller('analysis')
export class LocalSeoController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limits: PublicLimits,
  ) {}

  // docs/product.md §7 GET /analysis/local-seo: the landing page's free analysis, open to visitors.
  @Get('local-seo')
  @ApiOperation({
    summary: 'Free local SEO analysis for a business type and address or city (landing page); limited per address and per day',
  })
  async analyse(
    @Query() query: LocalSeoQueryDto,
    @Req() request: Request,
  ): Promise<{ success: true; analysis: TLocalSeoAnalysis }> {
    await this.limits.hit('analysis', request.ip ?? '');
    const analysis = await this.rpc.call(AnalysisRequests.localSeo, query, { correlationId: correlationIdOf(request) });
    return { success: true, analysis };
  }
}
