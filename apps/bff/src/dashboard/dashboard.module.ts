import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuthModule } from '../auth/auth.module';
import { DashboardController } from './dashboard.controller';
import { OnboardingController } from './onboarding.controller';
import { OverviewCache, OverviewInvalidation } from './overview-cache';
import { OverviewService } from './overview.service';
import { WeeklyPlanController } from './weekly-plan.controller';

@Module({
  imports: [AuthModule],
  controllers: [DashboardController, OnboardingController, WeeklyPlanController],
  providers: [OverviewService, OverviewCache, { provide: APP_INTERCEPTOR, useClass: OverviewInvalidation }],
})
export class DashboardModule {}
