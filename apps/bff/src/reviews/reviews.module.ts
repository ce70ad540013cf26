import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ReviewsController } from './reviews.controller';

@Module({
  imports: [AuthModule],
  controllers: [ReviewsController],
})
export class ReviewsModule {}
