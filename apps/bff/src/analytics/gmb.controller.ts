import { Body, Controller, Get, Patch, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AnalysisRequests, type TListing } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { AuthGuard, CurrentActor, type TActor } from '../auth/auth.guard';
import { correlationIdOf } from '../http/correlation';
import { scopeOf } from './analytics.controller';
import { ListingUpdateDto } from './analytics.dto';

// docs/product.md §2 GMB page: the listing, its optimisation score and checklist (sample data until the
// Google Business Profile integration exists).
@ApiTags('gmb')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('gmb')
export class GmbController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('listing')
  @ApiOperation({ summary: 'The listing with its reviews summary, optimisation score and checklist' })
  listing(@CurrentActor() actor: TActor, @Req() request: Request): Promise<TListing> {
    return this.rpc.call(AnalysisRequests.listingGet, scopeOf(actor), { correlationId: correlationIdOf(request) });
  }

  @Patch('listing')
  @ApiOperation({ summary: 'Change listing fields (phone, website, hours, description, categories, photos); the score follows' })
  update(@CurrentActor() actor: TActor, @Body() body: ListingUpdateDto, @Req() request: Request): Promise<TListing> {
    return this.rpc.call(AnalysisRequests.listingUpdate, { ...scopeOf(actor), update: body }, { correlationId: correlationIdOf(request) });
  }
}
