import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthRequests } from '@app/contracts';
import { RpcClient, RpcError } from '@app/service-kit';
import { GoogleStartQueryDto, GoogleVerifyDto } from '../auth.dto';
import { deviceOf, sessionAnswer, setSessionCookie } from '../session-cookie';
import { DeviceCookies } from '../device-cookie';
import { bindBrowser, browserNonceOf, clearBrowserBinding } from './browser-binding';
import { GoogleOAuthService, STATE_TTL_SECONDS } from './google-oauth.service';

const COMPLETE_PAGE = '/auth/google/complete';

@ApiTags('auth')
@Controller('auth/google')
export class GoogleController {
  constructor(
    private readonly google: GoogleOAuthService,
    private readonly rpc: RpcClient,
    private readonly devices: DeviceCookies,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Start Google sign-in: answers {authURL} to send the browser to' })
  async start(@Query() query: GoogleStartQueryDto, @Res({ passthrough: true }) response: Response) {
    const { url, browserNonce } = await this.google.authorizationUrl({ action: query.action, returnTo: query.returnTo, rememberMe: query.rememberMe === 'true' });
    bindBrowser(response, browserNonce, STATE_TTL_SECONDS);
    return { authURL: url };
  }

  @Get('callback')
  @ApiOperation({ summary: 'Google redirects here; the session cookie is set and the browser goes on to the app' })
  async callback(@Query() query: Record<string, unknown>, @Req() request: Request, @Res() response: Response): Promise<void> {
    const fail = (message: string) => response.redirect(302, `${COMPLETE_PAGE}?${new URLSearchParams({ error: message }).toString()}`);
    const browserNonce = browserNonceOf(request);
    clearBrowserBinding(response);
    if (typeof query.error === 'string') return fail('Google sign-in was cancelled.');
    const state = typeof query.state === 'string' ? await this.google.takeState(query.state, browserNonce) : undefined;
    if (!state || typeof query.code !== 'string' || query.code.length > 2048) return fail('This sign-in link has expired. Please try again.');
    try {
      const identity = await this.google.identityFor(query.code, state.verifier);
      const reply = await this.rpc.call(AuthRequests.googleSignIn, {
        identity,
        rememberMe: state.rememberMe,
        device: deviceOf(request),
      });
      if (reply.status === 'two_factor_required') {
        const pendingId = await this.google.holdPendingSignIn({ identity, rememberMe: state.rememberMe, returnTo: state.returnTo });
        return response.redirect(302, `/login?${new URLSearchParams({ google2fa: pendingId, returnTo: state.returnTo }).toString()}`);
      }
      setSessionCookie(response, reply.grant);
      this.devices.issue(response, reply.grant.user.email);
      const params = new URLSearchParams({ returnTo: state.returnTo, newUser: reply.isNewUser ? '1' : '0' });
      response.redirect(302, `${COMPLETE_PAGE}?${params.toString()}`);
    } catch (error) {
      return fail(error instanceof RpcError ? error.error.message : 'Failed to sign in with Google');
    }
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Finish a Google sign-in with the account’s two-factor code' })
  async verify(@Body() body: GoogleVerifyDto, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const pending = await this.google.pendingSignIn(body.pendingId);
    if (!pending) throw new RpcError({ code: 'UNAUTHORIZED', message: 'This Google sign-in has expired. Please sign in with Google again.' });
    const reply = await this.rpc.call(AuthRequests.googleSignIn, {
      identity: pending.identity,
      rememberMe: pending.rememberMe,
      device: deviceOf(request),
      twoFactorCode: body.code,
    });
    if (reply.status !== 'ok') throw new RpcError({ code: 'UNAUTHORIZED', message: 'Invalid two-factor code' });
    await this.google.dropPendingSignIn(body.pendingId);
    this.devices.issue(response, reply.grant.user.email);
    return { ...sessionAnswer(response, reply.grant), returnTo: pending.returnTo };
  }
}
