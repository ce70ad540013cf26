import { Module } from '@nestjs/common';
import { PlansConsumer } from './plans.consumer';
import { PlansRepository } from './plans.repository';
import { PlansService } from './plans.service';

@Module({
  controllers: [PlansConsumer],
  providers: [PlansService, PlansRepository],
  exports: [PlansService],
})
export class PlansModule {}
