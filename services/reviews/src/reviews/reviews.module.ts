import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { SuggestionsModule } from '../suggestions/suggestions.module';
import { GoogleReviewsRepository } from './google-reviews.repository';
import { ReviewEventsConsumer } from './review-events.consumer';
import { ReviewsConsumer } from './reviews.consumer';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsService } from './reviews.service';

@Module({
  imports: [SettingsModule, SuggestionsModule],
  controllers: [ReviewsConsumer, ReviewEventsConsumer],
  providers: [ReviewsService, ReviewsRepository, GoogleReviewsRepository],
})
export class ReviewsModule {}
