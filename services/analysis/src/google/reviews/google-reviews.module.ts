import { Module } from '@nestjs/common';
import { GoogleCoreModule } from '../google-core.module';
import { GoogleReviewsConsumer } from './google-reviews.consumer';
import { GoogleReviewsQueue } from './google-reviews.queue';
import { GoogleReviewsRepository } from './google-reviews.repository';
import { GoogleReviewsService } from './google-reviews.service';
import { ReplyPublisher } from './reply-publisher';
import { ReviewImporter } from './review-importer';

// Google reviews in (imports, notifications, periodic sync) and the owners' replies out.
@Module({
  imports: [GoogleCoreModule],
  controllers: [GoogleReviewsConsumer],
  providers: [GoogleReviewsRepository, GoogleReviewsQueue, GoogleReviewsService, ReviewImporter, ReplyPublisher],
})
export class GoogleReviewsModule {}
