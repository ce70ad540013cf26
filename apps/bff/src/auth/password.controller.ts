import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { REQUEST_TOPICS, type TDevMailboxReply } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { publicUrl } from '../config/public-url';
import { correlationIdOf } from '../http/correlation';
import { PasswordForgotDto, PasswordResetDto } from './auth.dto';
import { LoginRateLimiter } from './login-rate-limiter';
import { deviceOf } from './session-cookie';

class MailboxQueryDto extends createZodDto(z.object({ to: z.string().max(254).optional() })) {}


@ApiTags('auth')
@Controller()
export class PasswordController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: LoginRateLimiter,
  ) {}

  @Post('auth/forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Email a single-use reset link valid for 1 hour (same answer whether or not the account exists)' })
  async forgot(@Body() body: PasswordForgotDto, @Req() request: Request) {
    await this.limiter.assertResetEmailAllowed(body.email, deviceOf(request).ip);
    const resetUrl = `${publicUrl()}/reset-password`;
    await this.rpc.call('auth', REQUEST_TOPICS.auth.passwordForgot, { email: body.email, resetUrl }, { correlationId: correlationIdOf(request) });
    return { success: true };
  }

  @Post('auth/reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with a reset link; signs out every session' })
  async reset(@Body() body: PasswordResetDto) {
    await this.rpc.call('auth', REQUEST_TOPICS.auth.passwordReset, body);
    return { success: true };
  }

  @Get('dev/mailbox')
  @ApiOperation({ summary: 'Development only: emails the system would have sent' })
  mailbox(@Query() query: MailboxQueryDto) {
    return this.rpc.call<TDevMailboxReply>('auth', REQUEST_TOPICS.auth.devMailbox, { to: query.to?.toLowerCase() });
  }
}
