import { Module } from '@nestjs/common';
import { AccountController } from './account.controller';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { GoogleController } from './google/google.controller';
import { GoogleOAuthService } from './google/google-oauth.service';
import { env } from '../config/env';
import { DevMailboxController } from './dev-mailbox.controller';
import { DeviceCookies } from './device-cookie';
import { PasswordController } from './password.controller';
import { PublicKeysService } from './public-keys.service';
import { ResetEmailLimiter } from './reset-email-limiter';
import { SignInLimiter } from './sign-in-limiter';

@Module({
  // The dev mailbox shows mail that was not sent: in production the route does not exist.
  controllers: [AuthController, AccountController, PasswordController, GoogleController, ...(env.NODE_ENV === 'production' ? [] : [DevMailboxController])],
  providers: [PublicKeysService, AuthGuard, SignInLimiter, ResetEmailLimiter, DeviceCookies, GoogleOAuthService],
  exports: [AuthGuard, PublicKeysService],
})
export class AuthModule {}
