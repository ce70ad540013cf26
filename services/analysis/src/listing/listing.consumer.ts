import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { REQUEST_TOPICS, ZBusinessScope, ZListingUpdateRequest, type TBusinessScope, type TListing } from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import type { z } from 'zod';
import { ListingService } from './listing.service';

@Controller()
export class ListingConsumer {
  constructor(private readonly listing: ListingService) {}

  @MessagePattern(REQUEST_TOPICS.analysis.listingGet)
  get(@Payload(new ZodPayloadPipe(ZBusinessScope)) scope: TBusinessScope): Promise<TListing> {
    return this.listing.get(scope);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.listingUpdate)
  update(@Payload(new ZodPayloadPipe(ZListingUpdateRequest)) input: z.infer<typeof ZListingUpdateRequest>): Promise<TListing> {
    return this.listing.update(input, input.update);
  }
}
