import { Module } from '@nestjs/common';
import { CommonModule } from '../common/common.module';
import { SessionsModule } from '../sessions/sessions.module';
import { ReauthService } from './reauth.service';
import { TotpSecretsAtRest } from './totp-secrets-at-rest';
import { TwoFactorAttempts } from './two-factor-attempts';
import { TwoFactorConsumer } from './two-factor.consumer';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorService } from './two-factor.service';

@Module({
  imports: [CommonModule, SessionsModule],
  controllers: [TwoFactorConsumer],
  providers: [
    TwoFactorService,
    TwoFactorRepository,
    TwoFactorAttempts,
    ReauthService,
    TotpSecretsAtRest,
  ],
  exports: [TwoFactorService, ReauthService],
})
export class TwoFactorModule {}
