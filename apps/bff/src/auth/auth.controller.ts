import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthRequests, type TLoginResult, type TMeReply } from '@app/contracts';
import { RpcClient, RpcError } from '@app/service-kit';
import { verifyEmailUrl } from '../config/public-url';
import { correlationIdOf } from '../http/correlation';
import { PublicLimits } from '../redis/public-limits';
import { AuthGuard, CurrentActor, type TActor } from './auth.guard';
import { LoginDto, SignupDto } from './auth.dto';
import { DeviceCookies } from './device-cookie';
import { SignInLimiter } from './sign-in-limiter';
import { clearSessionCookie, deviceOf, refreshTokenOf, sessionAnswer } from './session-cookie';

// A wrong password or two-factor code counts against the sign-in limits; other failures do not.
const COUNTED_FAILURES = new Set(['UNAUTHORIZED', 'RATE_LIMITED']);
const SESSION_ENDED = { code: 'UNAUTHORIZED', message: 'Unauthorized: your session has ended. Please sign in again.' } as const;

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: SignInLimiter,
    private readonly devices: DeviceCookies,
    private readonly limits: PublicLimits,
  ) {}

  @Post('signup')
  @ApiOperation({ summary: 'Create an account and its business; starts a session; limited per address and per day' })
  async signup(@Body() body: SignupDto, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    await this.limits.hit('signup', deviceOf(request).ip);
    const grant = await this.rpc.call(AuthRequests.signup, { signup: body, device: deviceOf(request), verifyUrl: verifyEmailUrl() }, { correlationId: correlationIdOf(request) });
    this.devices.issue(response, grant.user.email);
    return sessionAnswer(response, grant);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in (rate-limited per account and address, per address, and per account from unrecognised devices); may ask for a two-factor code' })
  async login(@Body() body: LoginDto, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const device = deviceOf(request);
    const ticket = await this.limiter.begin(body.email, device.ip, this.devices.recognise(request, body.email));
    let result: TLoginResult;
    try {
      result = await this.rpc.call(AuthRequests.login, { login: body, device }, { correlationId: correlationIdOf(request) });
    } catch (error) {
      if (!(error instanceof RpcError && COUNTED_FAILURES.has(error.error.code))) await this.limiter.notCounted(ticket);
      throw error;
    }
    if (result.status === 'two_factor_required') {
      await this.limiter.notCounted(ticket);
      return { twoFactorRequired: true };
    }
    await this.limiter.succeeded(ticket);
    this.devices.issue(response, result.grant.user.email);
    return sessionAnswer(response, result.grant);
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({ summary: 'Renew the access token from the session cookie (rotates the refresh token)' })
  async refresh(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const refreshToken = refreshTokenOf(request);
    if (!refreshToken) throw new RpcError(SESSION_ENDED);
    try {
      const grant = await this.rpc.call(AuthRequests.refresh, { refreshToken, device: deviceOf(request) }, { correlationId: correlationIdOf(request) });
      return sessionAnswer(response, grant);
    } catch (error) {
      if (error instanceof RpcError && error.error.code === 'UNAUTHORIZED') clearSessionCookie(response);
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Sign out: revokes this session everywhere and clears the cookie' })
  async logout(@CurrentActor() actor: TActor, @Res({ passthrough: true }) response: Response) {
    clearSessionCookie(response);
    await this.rpc.call(AuthRequests.logout, { sessionId: actor.sessionId });
    return { success: true };
  }

  @Get('me')
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in user and their business' })
  me(@CurrentActor() actor: TActor): Promise<TMeReply> {
    return this.rpc.call(AuthRequests.me, { actor: { userId: actor.userId, sessionId: actor.sessionId } });
  }
}
