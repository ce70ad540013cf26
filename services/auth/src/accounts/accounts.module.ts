import { Module } from '@nestjs/common';
import { CommonModule } from '../common/common.module';
import { SessionsModule } from '../sessions/sessions.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { AccountDataService } from './account-data.service';
import { AccountsConsumer } from './accounts.consumer';
import { AccountsRepository } from './accounts.repository';
import { EmailVerificationService } from './email-verification.service';
import { ErasureConsumer } from './erasure.consumer';
import { LoginService } from './login.service';
import { ProfileService } from './profile.service';
import { RegistrationService } from './registration.service';
import { SignupService } from './signup.service';

@Module({
  imports: [CommonModule, SessionsModule, TwoFactorModule],
  controllers: [AccountsConsumer, ErasureConsumer],
  providers: [
    AccountsRepository,
    RegistrationService,
    SignupService,
    LoginService,
    ProfileService,
    AccountDataService,
    EmailVerificationService,
  ],
  exports: [AccountsRepository, RegistrationService],
})
export class AccountsModule {}
