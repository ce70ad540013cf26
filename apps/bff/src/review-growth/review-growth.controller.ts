import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ReviewGrowthRequests, type TReviewGrowth } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { AuthGuard, CurrentActor, scopeOf, type TActor } from '../auth/auth.guard';

// Issue 21 "Review growth" (docs/product.md §2 Reviews, "Get more reviews"): shown on the Reviews page, but
// analysis owns the figures (its reviews, the competitors' snapshots) and the Google connection
// the review link comes from, so the route lives with analysis' contracts, not the reviews ones.
@ApiTags('reviews')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('reviews')
export class ReviewGrowthController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('growth')
  @ApiOperation({ summary: "Review pace over 90 days against the competitors', the gap to the fastest, and the Google review link (null until Google is connected)" })
  growth(@CurrentActor() actor: TActor): Promise<TReviewGrowth> {
    return this.rpc.call(ReviewGrowthRequests.get, scopeOf(actor));
  }
}
