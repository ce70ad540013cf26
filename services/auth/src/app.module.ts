import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@app/service-kit';
import { AccountsModule } from './accounts/accounts.module';
import { AlertsModule } from './alerts/alerts.module';
import { env } from './config/env';
import { PrismaClient } from './generated/prisma/client';
import { GoogleModule } from './google/google.module';
import { KeysModule } from './keys/keys.module';
import { PasswordsModule } from './passwords/passwords.module';
import { SessionsModule } from './sessions/sessions.module';
import { TwoFactorModule } from './two-factor/two-factor.module';

@Module({
  imports: [
    ServiceKitModule.forService({ env, prisma: PrismaClient }),
    KeysModule,
    SessionsModule,
    AccountsModule,
    TwoFactorModule,
    PasswordsModule,
    GoogleModule,
    AlertsModule,
  ],
})
export class AppModule {}
