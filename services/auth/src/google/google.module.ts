import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { SessionsModule } from '../sessions/sessions.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { GoogleConsumer } from './google.consumer';
import { GoogleService } from './google.service';

@Module({
  imports: [AccountsModule, SessionsModule, TwoFactorModule],
  controllers: [GoogleConsumer],
  providers: [GoogleService],
})
export class GoogleModule {}
