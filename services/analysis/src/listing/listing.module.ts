import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { GoogleCoreModule } from '../google/google-core.module';
import { GoogleListingQueue } from './google-listing.queue';
import { GoogleListingService } from './google-listing.service';
import { ListingConsumer } from './listing.consumer';
import { ListingRepository } from './listing.repository';
import { ListingService } from './listing.service';
import { ReviewsSummaryClient } from './reviews-summary.client';

@Module({
  imports: [BusinessesModule, GoogleCoreModule],
  controllers: [ListingConsumer],
  providers: [ListingRepository, ListingService, ReviewsSummaryClient, GoogleListingService, GoogleListingQueue],
  exports: [ListingService, GoogleListingQueue],
})
export class ListingModule {}
