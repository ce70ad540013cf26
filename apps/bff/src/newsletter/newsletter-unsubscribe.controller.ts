import {
  BadRequestException,
  Controller,
  Get,
  HttpCode,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  ChatRequests,
  NEWSLETTER_UNSUBSCRIBE_MESSAGES,
  ZNewsletterUnsubscribeRequest,
  type TNewsletterUnsubscribeReply,
} from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { correlationIdOf } from '../http/correlation';
import { linkPage } from '../http/link-page';
import { RateLimits, assertAllowed, type Limiter } from '../redis/rate-limits';

// Anyone holding a link may use it, so each address gets a modest number of tries per hour (as
// for the alert emails' links).
const PER_ADDRESS = { points: 30, durationSeconds: 3_600 };

export const NEWSLETTER_UNSUBSCRIBE_TEXTS = {
  confirmTitle: 'Stop the Nearbly newsletter?',
  confirmBody:
    'You will no longer get the newsletter at this address. You can sign up again any time on our website.',
  confirmButton: 'Unsubscribe',
  doneTitle: "You're unsubscribed from the Nearbly newsletter",
  doneBody:
    'We will not send the newsletter to this address any more. You can sign up again any time on our website.',
} as const;

// Issue 19: the newsletter welcome email's one-click unsubscribe (RFC 8058). GET shows what the
// link will do and changes nothing (mail scanners open links); POST unsubscribes: the
// List-Unsubscribe-Post request of a mail client (answered in JSON) or the page's button (HTML).
// chat verifies the token it signed: a forged or altered one is a 400 with { error }.
@ApiTags('newsletter')
@Controller('newsletter/unsubscribe')
export class NewsletterUnsubscribeController {
  private readonly limiter: Limiter;

  constructor(
    private readonly rpc: RpcClient,
    limits: RateLimits,
  ) {
    this.limiter = limits.limiter('newsletter-unsubscribe:ip', PER_ADDRESS, {
      refuseWith: 'This is temporarily unavailable. Please try again in a moment.',
    });
  }

  @Get()
  @ApiOperation({
    summary:
      'The confirmation page of the newsletter’s unsubscribe link (no sign-in; changes nothing)',
  })
  @ApiQuery({ name: 'token', required: true })
  async confirm(
    @Query('token') token: unknown,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const reply = await this.call(ChatRequests.newsletterUnsubscribeCheck, token, request);
    const texts = NEWSLETTER_UNSUBSCRIBE_TEXTS;
    const page = reply.unsubscribed
      ? linkPage(texts.doneTitle, texts.doneBody)
      : linkPage(texts.confirmTitle, texts.confirmBody, texts.confirmButton);
    response.status(200).type('html').setHeader('Cache-Control', 'no-store').send(page);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'One-click unsubscribe (RFC 8058) from the newsletter; no sign-in, the signed token is the proof',
  })
  @ApiQuery({ name: 'token', required: true })
  async unsubscribe(
    @Query('token') token: unknown,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const reply = await this.call(ChatRequests.newsletterUnsubscribe, token, request);
    response.setHeader('Cache-Control', 'no-store');
    if (request.accepts(['json', 'html']) === 'html') {
      response
        .status(200)
        .type('html')
        .send(
          linkPage(NEWSLETTER_UNSUBSCRIBE_TEXTS.doneTitle, NEWSLETTER_UNSUBSCRIBE_TEXTS.doneBody),
        );
      return;
    }
    response.status(200).json(reply);
  }

  private async call(
    contract: (typeof ChatRequests)['newsletterUnsubscribeCheck' | 'newsletterUnsubscribe'],
    token: unknown,
    request: Request,
  ): Promise<TNewsletterUnsubscribeReply> {
    assertAllowed(
      [await this.limiter.consume((request.ip ?? '').slice(0, 64))],
      (minutes) => `Too many tries from your address. Please try again in ${minutes}.`,
    );
    const parsed = ZNewsletterUnsubscribeRequest.safeParse({ token });
    if (!parsed.success) throw new BadRequestException(NEWSLETTER_UNSUBSCRIBE_MESSAGES.invalid);
    return this.rpc.call(contract, parsed.data, { correlationId: correlationIdOf(request) });
  }
}
