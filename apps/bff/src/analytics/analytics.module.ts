import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AnalyticsController } from './analytics.controller';
import { GmbController } from './gmb.controller';
import { InsightsController } from './insights.controller';

@Module({
  imports: [AuthModule],
  controllers: [AnalyticsController, GmbController, InsightsController],
})
export class AnalyticsModule {}
