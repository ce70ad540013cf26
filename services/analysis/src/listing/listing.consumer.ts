import { Controller } from '@nestjs/common';
import { AnalysisRequests, type TListing, type TRequestOf } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { ListingService } from './listing.service';

@Controller()
export class ListingConsumer {
  constructor(private readonly listing: ListingService) {}

  @Handles(AnalysisRequests.listingGet)
  get(scope: TRequestOf<typeof AnalysisRequests.listingGet>): Promise<TListing> {
    return this.listing.get(scope);
  }

  @Handles(AnalysisRequests.listingUpdate)
  update(input: TRequestOf<typeof AnalysisRequests.listingUpdate>): Promise<TListing> {
    return this.listing.update(input, input.update);
  }
}
