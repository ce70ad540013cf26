import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { REQUEST_TOPICS, type TLocalSeoAnalysis } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { correlationIdOf } from '../http/correlation';
import { LocalSeoQueryDto } from './local-seo.dto';

@ApiTags('analysis')
@Controller('analysis')
export class LocalSeoController {
  constructor(private readonly rpc: RpcClient) {}

  // SPEC §7 GET /analysis/local-seo: the landing page's free analysis, open to visitors.
  @Get('local-seo')
  @ApiOperation({
    summary: 'Free local SEO analysis for a business type and address or city (landing page)',
  })
  async analyse(
    @Query() query: LocalSeoQueryDto,
    @Req() request: Request,
  ): Promise<{ success: true; analysis: TLocalSeoAnalysis }> {
    const analysis = await this.rpc.call<TLocalSeoAnalysis>(
      'analysis',
      REQUEST_TOPICS.analysis.localSeo,
      query,
      {
        correlationId: correlationIdOf(request),
      },
    );
    return { success: true, analysis };
  }
}
