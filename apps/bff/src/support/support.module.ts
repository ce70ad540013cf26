import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ContactRateLimiter } from './contact-rate-limiter';
import { SupportController } from './support.controller';

@Module({
  imports: [AuthModule],
  controllers: [SupportController],
  providers: [ContactRateLimiter],
})
export class SupportModule {}
