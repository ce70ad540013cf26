import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ReviewsRequests } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { AuthGuard, CurrentActor, isUuid, scopeOf, type TActor } from '../auth/auth.guard';
import { ReviewRespondDto, ReviewSettingsUpdateDto, ReviewsQueryDto } from './reviews.dto';


// docs/product.md §7 /reviews: the signed-in business's reviews only; the business comes from the token.
@ApiTags('reviews')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Reviews, newest first: page, limit (20 on the page), platform and status filters' })
  list(@CurrentActor() actor: TActor, @Query() query: ReviewsQueryDto) {
    return this.rpc.call(ReviewsRequests.list, { ...scopeOf(actor), query });
  }

  @Post(':id/respond')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a reply to a review (pending becomes responded); 404 for a review of another business' })
  respond(@CurrentActor() actor: TActor, @Param('id') id: string, @Body() body: ReviewRespondDto) {
    if (!isUuid(id)) throw new NotFoundException('Review not found');
    return this.rpc.call(ReviewsRequests.respond, { ...scopeOf(actor), reviewId: id, response: body });
  }

  @Post(':id/reply/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publish again a Google reply whose publication failed; 409 when the reply did not fail' })
  retryReply(@CurrentActor() actor: TActor, @Param('id') id: string) {
    if (!isUuid(id)) throw new NotFoundException('Review not found');
    return this.rpc.call(ReviewsRequests.replyRetry, { ...scopeOf(actor), reviewId: id });
  }

  @Get('settings')
  @ApiOperation({ summary: 'Review settings: reply tone and auto-respond rule' })
  settings(@CurrentActor() actor: TActor) {
    return this.rpc.call(ReviewsRequests.settingsGet, scopeOf(actor));
  }

  @Put('settings')
  @ApiOperation({ summary: 'Change the reply tone or the auto-respond rule' })
  updateSettings(@CurrentActor() actor: TActor, @Body() body: ReviewSettingsUpdateDto) {
    return this.rpc.call(ReviewsRequests.settingsUpdate, { ...scopeOf(actor), settings: body });
  }

  @Post('generate')
  @HttpCode(202)
  @ApiOperation({ summary: "'Generate responses': new AI suggestions for every pending review (drafted in the background)" })
  generate(@CurrentActor() actor: TActor) {
    return this.rpc.call(ReviewsRequests.suggestionsGenerate, scopeOf(actor));
  }
}
