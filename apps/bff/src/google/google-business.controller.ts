import { Body, Controller, Delete, Get, HttpCode, Logger, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { GoogleRequests, type TGoogleConnection, type TGoogleLocations } from '@app/contracts';
import { RpcClient, RpcError } from '@app/service-kit';
import { AuthGuard, CurrentActor, scopeOf, type TActor } from '../auth/auth.guard';
import { bindBrowser, browserNonceOf, clearBrowserBinding } from '../auth/google/browser-binding';
import { CONNECT_BINDING, CONNECT_STATE_TTL_SECONDS, GoogleConnectService } from './google-connect.service';
import { GoogleConnectStartDto, GoogleLocationPickDto } from './google.dto';

type TConnectOutcome = 'connected' | 'choose-location' | 'denied' | 'error';

// Where a callback without a valid state goes back to (its state would have said where).
const FALLBACK_RETURN = '/settings';

// The owner's Google Business Profile connection; analysis owns it and holds the token.
@ApiTags('google')
@Controller('google')
export class GoogleBusinessController {
  private readonly logger = new Logger(GoogleBusinessController.name);

  constructor(
    private readonly rpc: RpcClient,
    private readonly connect: GoogleConnectService,
  ) {}

  @Post('connect')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(AuthGuard)
  @ApiOperation({ summary: "Start connecting Google Business Profile: answers {authorizationUrl}, Google's consent page" })
  async start(@CurrentActor() actor: TActor, @Body() body: GoogleConnectStartDto, @Res({ passthrough: true }) response: Response): Promise<{ authorizationUrl: string }> {
    const { url, browserNonce } = await this.connect.authorizationUrl(actor, body);
    bindBrowser(response, browserNonce, CONNECT_STATE_TTL_SECONDS, CONNECT_BINDING);
    return { authorizationUrl: url };
  }

  // Authenticated by its one-time state (who started it, from this browser), not by a bearer
  // token: it is a top-level navigation back from Google.
  @Get('connect/callback')
  @ApiOperation({ summary: 'Google redirects here after consent; the browser goes back to the page that started it with ?google=connected|choose-location|denied|error' })
  async callback(@Query() query: Record<string, unknown>, @Req() request: Request, @Res() response: Response): Promise<void> {
    const browserNonce = browserNonceOf(request, CONNECT_BINDING);
    clearBrowserBinding(response, CONNECT_BINDING);
    const state = await this.connect.takeState(query.state, browserNonce);
    const back = (outcome: TConnectOutcome) => response.redirect(302, `${state?.returnTo ?? FALLBACK_RETURN}?google=${outcome}`);
    if (!state) return back('error');
    if (typeof query.error === 'string') return back('denied');
    if (typeof query.code !== 'string' || query.code.length === 0 || query.code.length > 2048) return back('error');
    try {
      const connection = await this.rpc.call(GoogleRequests.connect, {
        userId: state.userId,
        businessId: state.businessId,
        code: query.code,
        codeVerifier: state.verifier,
        redirectUri: this.connect.redirectUri,
      });
      return back(connection.status === 'connected' ? 'connected' : 'choose-location');
    } catch (error) {
      // The reason is kept as the connection's message, which the page reads.
      const code = error instanceof RpcError ? error.error.code : 'INTERNAL';
      if (code === 'INTERNAL') this.logger.error({ err: error, businessId: state.businessId }, 'Connecting Google Business Profile failed');
      return back(code === 'FORBIDDEN' ? 'denied' : 'error');
    }
  }

  @Get('connection')
  @ApiBearerAuth()
  @UseGuards(AuthGuard)
  @ApiOperation({ summary: 'The Google Business Profile connection: status, Google account, location, syncs, message' })
  connection(@CurrentActor() actor: TActor): Promise<TGoogleConnection> {
    return this.rpc.call(GoogleRequests.connectionGet, scopeOf(actor));
  }

  @Delete('connection')
  @ApiBearerAuth()
  @UseGuards(AuthGuard)
  @ApiOperation({ summary: 'Disconnect Google: the token is revoked at Google and erased, syncs stop; imported data is kept' })
  disconnect(@CurrentActor() actor: TActor): Promise<TGoogleConnection> {
    return this.rpc.call(GoogleRequests.disconnect, scopeOf(actor));
  }

  @Get('locations')
  @ApiBearerAuth()
  @UseGuards(AuthGuard)
  @ApiOperation({ summary: 'The locations the connected Google account manages' })
  locations(@CurrentActor() actor: TActor): Promise<TGoogleLocations> {
    return this.rpc.call(GoogleRequests.locationsList, scopeOf(actor));
  }

  @Post('location')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(AuthGuard)
  @ApiOperation({ summary: 'Choose the location to sync (one the connected Google account manages)' })
  pick(@CurrentActor() actor: TActor, @Body() body: GoogleLocationPickDto): Promise<TGoogleConnection> {
    return this.rpc.call(GoogleRequests.locationPick, { ...scopeOf(actor), name: body.name });
  }
}
