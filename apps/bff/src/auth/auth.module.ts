import { Module } from '@nestjs/common';
import { AccountController } from './account.controller';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { GoogleController } from './google/google.controller';
import { GoogleOAuthService } from './google/google-oauth.service';
import { LoginRateLimiter } from './login-rate-limiter';
import { PasswordController } from './password.controller';
import { PublicKeysService } from './public-keys.service';

@Module({
  controllers: [AuthController, AccountController, PasswordController, GoogleController],
  providers: [PublicKeysService, AuthGuard, LoginRateLimiter, GoogleOAuthService],
  exports: [AuthGuard, PublicKeysService],
})
export class AuthModule {}
