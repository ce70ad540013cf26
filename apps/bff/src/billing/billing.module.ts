import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BillingController } from './billing.controller';
import { StripeController } from './stripe.controller';

@Module({
  imports: [AuthModule],
  controllers: [BillingController, StripeController],
})
export class BillingModule {}
