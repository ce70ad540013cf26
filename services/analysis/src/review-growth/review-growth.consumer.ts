import { Controller } from '@nestjs/common';
import { ReviewGrowthRequests, type TRequestOf, type TReviewGrowth } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { ReviewGrowthService } from './review-growth.service';

@Controller()
export class ReviewGrowthConsumer {
  constructor(private readonly growth: ReviewGrowthService) {}

  @Handles(ReviewGrowthRequests.get)
  get(scope: TRequestOf<typeof ReviewGrowthRequests.get>): Promise<TReviewGrowth> {
    return this.growth.growth(scope);
  }
}
