import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { z } from 'zod';
import { REQUEST_TOPICS, type TReview, type TReviewSettings, type TReviewsGenerated, type TReviewsPage } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { AuthGuard, CurrentActor, type TActor } from '../auth/auth.guard';
import { correlationIdOf } from '../http/correlation';
import { ReviewRespondDto, ReviewSettingsUpdateDto, ReviewsQueryDto } from './reviews.dto';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

// docs/product.md §7 /reviews: the signed-in business's reviews only; the business comes from the token.
@ApiTags('reviews')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly rpc: RpcClient) {}

  private call<TReply>(topic: string, actor: TActor, request: Request, data: Record<string, unknown> = {}): Promise<TReply> {
    return this.rpc.call<TReply>('reviews', topic, { userId: actor.userId, businessId: actor.businessId, ...data }, { correlationId: correlationIdOf(request) });
  }

  @Get()
  @ApiOperation({ summary: 'Reviews, newest first: page, limit (20 on the page), platform and status filters' })
  list(@CurrentActor() actor: TActor, @Query() query: ReviewsQueryDto, @Req() request: Request) {
    return this.call<TReviewsPage>(REQUEST_TOPICS.reviews.list, actor, request, { query });
  }

  @Post(':id/respond')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a reply to a review (pending becomes responded); 404 for a review of another business' })
  respond(@CurrentActor() actor: TActor, @Param('id') id: string, @Body() body: ReviewRespondDto, @Req() request: Request) {
    if (!isUuid(id)) throw new NotFoundException('Review not found');
    return this.call<TReview>(REQUEST_TOPICS.reviews.respond, actor, request, { reviewId: id, response: body });
  }

  @Post(':id/reply/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publish again a Google reply whose publication failed; 409 when the reply did not fail' })
  retryReply(@CurrentActor() actor: TActor, @Param('id') id: string, @Req() request: Request) {
    if (!isUuid(id)) throw new NotFoundException('Review not found');
    return this.call<TReview>(REQUEST_TOPICS.reviews.replyRetry, actor, request, { reviewId: id });
  }

  @Get('settings')
  @ApiOperation({ summary: 'Review settings: reply tone and auto-respond rule' })
  settings(@CurrentActor() actor: TActor, @Req() request: Request) {
    return this.call<TReviewSettings>(REQUEST_TOPICS.reviews.settingsGet, actor, request);
  }

  @Put('settings')
  @ApiOperation({ summary: 'Change the reply tone or the auto-respond rule' })
  updateSettings(@CurrentActor() actor: TActor, @Body() body: ReviewSettingsUpdateDto, @Req() request: Request) {
    return this.call<TReviewSettings>(REQUEST_TOPICS.reviews.settingsUpdate, actor, request, { settings: body });
  }

  @Post('generate')
  @HttpCode(202)
  @ApiOperation({ summary: "'Generate responses': new AI suggestions for every pending review (drafted in the background)" })
  generate(@CurrentActor() actor: TActor, @Req() request: Request) {
    return this.call<TReviewsGenerated>(REQUEST_TOPICS.reviews.suggestionsGenerate, actor, request);
  }
}
