import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { ListingModule } from '../listing/listing.module';
import { GoogleConnectionRepository } from './google-connection.repository';
import { GoogleConnectionService } from './google-connection.service';
import { GoogleCoreModule } from './google-core.module';
import { GoogleConsumer } from './google.consumer';

// The owner's side of the connection: connect, choose the location, disconnect.
@Module({
  imports: [GoogleCoreModule, BusinessesModule, ListingModule],
  controllers: [GoogleConsumer],
  providers: [GoogleConnectionRepository, GoogleConnectionService],
})
export class GoogleModule {}
