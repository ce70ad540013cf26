import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { GoogleCoreModule } from '../google/google-core.module';
import { ReviewGrowthConsumer } from './review-growth.consumer';
import { ReviewGrowthRepository } from './review-growth.repository';
import { ReviewGrowthService } from './review-growth.service';

// Issue 21 "Review growth": the Reviews page's "Get more reviews" card.
@Module({
  imports: [BusinessesModule, GoogleCoreModule],
  controllers: [ReviewGrowthConsumer],
  providers: [ReviewGrowthRepository, ReviewGrowthService],
})
export class ReviewGrowthModule {}
