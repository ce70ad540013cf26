import { Module } from '@nestjs/common';
import { StripeModule } from '../stripe/stripe.module';
import { ErasureConsumer } from './erasure.consumer';
import { ErasureRepository } from './erasure.repository';
import { ErasureService } from './erasure.service';

@Module({
  imports: [StripeModule],
  controllers: [ErasureConsumer],
  providers: [ErasureService, ErasureRepository],
})
export class ErasureModule {}
