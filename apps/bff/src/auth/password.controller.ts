import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthRequests } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { publicUrl } from '../config/public-url';
import { correlationIdOf } from '../http/correlation';
import { EmailVerifyDto, PasswordForgotDto, PasswordResetDto } from './auth.dto';
import { ResetEmailLimiter } from './reset-email-limiter';
import { deviceOf } from './session-cookie';

@ApiTags('auth')
@Controller()
export class PasswordController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: ResetEmailLimiter,
  ) {}

  @Post('auth/forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Email a single-use reset link valid for 1 hour (same answer whether or not the account exists)' })
  async forgot(@Body() body: PasswordForgotDto, @Req() request: Request) {
    await this.limiter.hit(body.email, deviceOf(request).ip);
    const resetUrl = `${publicUrl()}/reset-password`;
    await this.rpc.call(AuthRequests.passwordForgot, { email: body.email, resetUrl }, { correlationId: correlationIdOf(request) });
    return { success: true };
  }

  @Post('auth/reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with a reset link; signs out every session' })
  async reset(@Body() body: PasswordResetDto) {
    await this.rpc.call(AuthRequests.passwordReset, body);
    return { success: true };
  }

  @Post('auth/verify-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Use an email verification link: verifies the address, or switches the account to a new one' })
  async verifyEmail(@Body() body: EmailVerifyDto) {
    const reply = await this.rpc.call(AuthRequests.emailVerify, body);
    return { success: true, email: reply.email };
  }
}
