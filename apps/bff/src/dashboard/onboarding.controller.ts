import { Body, Controller, Delete, Get, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnalysisRequests, type TAcknowledged, type TCompetitorsAdded, type TOnboardingState, type TOnboardingSuggestions } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { AuthGuard, CurrentActor, type TActor } from '../auth/auth.guard';
import { scopeOf } from './dashboard.controller';
import { CompetitorsAddDto, ItemIdParams, OnboardingUpdateDto } from './dashboard.dto';

// docs/product.md §2/§4 Onboarding wizard: its state is saved as the owner goes (keywords through
// /api/dashboard/keywords, competitors here).
@ApiTags('onboarding')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('onboarding')
export class OnboardingController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Onboarding state: gmbConnected, keywords, competitors, completed' })
  state(@CurrentActor() actor: TActor): Promise<TOnboardingState> {
    return this.rpc.call(AnalysisRequests.onboardingGet, scopeOf(actor));
  }

  @Patch()
  @ApiOperation({ summary: 'Mark Google My Business connected, or onboarding completed' })
  update(@CurrentActor() actor: TActor, @Body() body: OnboardingUpdateDto): Promise<TOnboardingState> {
    return this.rpc.call(AnalysisRequests.onboardingUpdate, { ...scopeOf(actor), update: body });
  }

  @Get('suggestions')
  @ApiOperation({ summary: '6 keywords and 5 competitors for the business type and city' })
  suggestions(@CurrentActor() actor: TActor): Promise<TOnboardingSuggestions> {
    return this.rpc.call(AnalysisRequests.onboardingSuggestions, scopeOf(actor));
  }

  @Post('competitors')
  @ApiOperation({ summary: 'Add competitors (plan limit; no duplicates)' })
  addCompetitors(@CurrentActor() actor: TActor, @Body() body: CompetitorsAddDto): Promise<TCompetitorsAdded> {
    return this.rpc.call(AnalysisRequests.competitorsAdd, { ...scopeOf(actor), competitors: body.competitors });
  }

  @Delete('competitors/:id')
  @ApiOperation({ summary: 'Remove a competitor' })
  removeCompetitor(@CurrentActor() actor: TActor, @Param() params: ItemIdParams): Promise<TAcknowledged> {
    return this.rpc.call(AnalysisRequests.competitorsRemove, { ...scopeOf(actor), id: params.id });
  }
}
