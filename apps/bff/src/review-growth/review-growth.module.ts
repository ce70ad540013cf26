import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ReviewGrowthController } from './review-growth.controller';

@Module({
  imports: [AuthModule],
  controllers: [ReviewGrowthController],
})
export class ReviewGrowthModule {}
