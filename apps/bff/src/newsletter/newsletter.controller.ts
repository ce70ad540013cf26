import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ChatRequests } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { correlationIdOf } from '../http/correlation';
import { PublicLimits } from '../redis/public-limits';
import { NewsletterSubscribeDto } from './newsletter.dto';

@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limits: PublicLimits,
  ) {}

  @Post('subscribe')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign up for the newsletter (footer); signing up twice is not an error; limited per address and per day' })
  async subscribe(@Body() body: NewsletterSubscribeDto, @Req() request: Request): Promise<{ success: true; alreadySubscribed: boolean }> {
    await this.limits.hit('newsletter', request.ip ?? '');
    const reply = await this.rpc.call(ChatRequests.newsletterSubscribe, body, { correlationId: correlationIdOf(request) });
    return { success: true, alreadySubscribed: reply.alreadySubscribed };
  }
}
