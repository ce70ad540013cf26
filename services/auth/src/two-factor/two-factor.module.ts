import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { TwoFactorConsumer } from './two-factor.consumer';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorService } from './two-factor.service';

@Module({
  imports: [SessionsModule],
  controllers: [TwoFactorConsumer],
  providers: [TwoFactorService, TwoFactorRepository],
  exports: [TwoFactorService],
})
export class TwoFactorModule {}
