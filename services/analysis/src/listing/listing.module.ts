import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { ListingConsumer } from './listing.consumer';
import { ListingRepository } from './listing.repository';
import { ListingService } from './listing.service';
import { ReviewsSummaryClient } from './reviews-summary.client';

@Module({
  imports: [BusinessesModule],
  controllers: [ListingConsumer],
  providers: [ListingRepository, ListingService, ReviewsSummaryClient],
  exports: [ListingService],
})
export class ListingModule {}
