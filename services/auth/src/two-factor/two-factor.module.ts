import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { TwoFactorAttempts } from './two-factor-attempts';
import { TwoFactorConsumer } from './two-factor.consumer';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorService } from './two-factor.service';

@Module({
  imports: [SessionsModule],
  controllers: [TwoFactorConsumer],
  providers: [TwoFactorService, TwoFactorRepository, TwoFactorAttempts],
  exports: [TwoFactorService],
})
export class TwoFactorModule {}
