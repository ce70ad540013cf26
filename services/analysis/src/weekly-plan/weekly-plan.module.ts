import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { ListingModule } from '../listing/listing.module';
import { WeeklyPlanConsumer } from './weekly-plan.consumer';
import { WeeklyPlanRepository } from './weekly-plan.repository';
import { WeeklyPlanService } from './weekly-plan.service';
import { WeeklyPlanSweep } from './weekly-plan.sweep';

// Issue 21: the weekly plan ("three things to do this week"); the insights queue's sweep runs it.
@Module({
  imports: [BusinessesModule, ListingModule],
  controllers: [WeeklyPlanConsumer],
  providers: [WeeklyPlanRepository, WeeklyPlanService, WeeklyPlanSweep],
  exports: [WeeklyPlanService, WeeklyPlanSweep],
})
export class WeeklyPlanModule {}
