import { BadRequestException, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthRequests, UNSUBSCRIBE_MESSAGES, ZUnsubscribeRequest, type TUnsubscribeReply } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { correlationIdOf } from '../http/correlation';
import { linkPage } from '../http/link-page';
import { RateLimits, assertAllowed, type Limiter } from '../redis/rate-limits';

// Anyone holding a link may use it, so each address gets a modest number of tries per hour.
const PER_ADDRESS = { points: 30, durationSeconds: 3_600 };

export const UNSUBSCRIBE_TEXTS = {
  confirmTitle: (label: string) => `Stop ${label} emails?`,
  confirmBody: (label: string) => `You will no longer get emails for ${label}. You still see these alerts in Nearbly, and you can turn the emails back on in Settings.`,
  confirmButton: 'Unsubscribe',
  doneTitle: (label: string) => `You're unsubscribed from ${label} emails`,
  doneBody: 'You still see these alerts in Nearbly. Turn the emails back on any time in Settings, Notification Preferences.',
} as const;

// Issue 21: the one-click unsubscribe of an alert email (RFC 8058). GET shows what the link will
// turn off and changes nothing (mail scanners open links); POST turns the switch off: the
// List-Unsubscribe-Post request of a mail client (answered in JSON) or the page's button (HTML).
// auth verifies the signed token: a forged or altered one is a 400 with { error }.
@ApiTags('notifications')
@Controller('notifications/unsubscribe')
export class UnsubscribeController {
  private readonly limiter: Limiter;

  constructor(
    private readonly rpc: RpcClient,
    limits: RateLimits,
  ) {
    this.limiter = limits.limiter('unsubscribe:ip', PER_ADDRESS, { refuseWith: 'This is temporarily unavailable. Please try again in a moment.' });
  }

  @Get()
  @ApiOperation({ summary: 'The confirmation page of an alert email’s unsubscribe link (no sign-in; changes nothing)' })
  @ApiQuery({ name: 'token', required: true })
  async confirm(@Query('token') token: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    const reply = await this.call(AuthRequests.unsubscribeCheck, token, request);
    response
      .status(200)
      .type('html')
      .setHeader('Cache-Control', 'no-store')
      .send(linkPage(UNSUBSCRIBE_TEXTS.confirmTitle(reply.label), UNSUBSCRIBE_TEXTS.confirmBody(reply.label), UNSUBSCRIBE_TEXTS.confirmButton));
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'One-click unsubscribe (RFC 8058) from one kind of alert email; no sign-in, the signed token is the proof' })
  @ApiQuery({ name: 'token', required: true })
  async unsubscribe(@Query('token') token: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    const reply = await this.call(AuthRequests.unsubscribe, token, request);
    response.setHeader('Cache-Control', 'no-store');
    if (request.accepts(['json', 'html']) === 'html') {
      response.status(200).type('html').send(linkPage(UNSUBSCRIBE_TEXTS.doneTitle(reply.label), UNSUBSCRIBE_TEXTS.doneBody));
      return;
    }
    response.status(200).json(reply);
  }

  // Both requests take the token and answer what the link stands for.
  private async call(contract: (typeof AuthRequests)['unsubscribeCheck' | 'unsubscribe'], token: unknown, request: Request): Promise<TUnsubscribeReply> {
    assertAllowed([await this.limiter.consume((request.ip ?? '').slice(0, 64))], (minutes) => `Too many tries from your address. Please try again in ${minutes}.`);
    const parsed = ZUnsubscribeRequest.safeParse({ token });
    if (!parsed.success) throw new BadRequestException(UNSUBSCRIBE_MESSAGES.invalid);
    return this.rpc.call(contract, parsed.data, { correlationId: correlationIdOf(request) });
  }
}
