import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ChatRequests } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { AuthGuard } from '../auth/auth.guard';
import { correlationIdOf } from '../http/correlation';
import { ContactRateLimiter } from './contact-rate-limiter';
import { ContactSubmitDto } from './support.dto';

@ApiTags('support')
@Controller('contact')
export class SupportController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly auth: AuthGuard,
    private readonly limiter: ContactRateLimiter,
  ) {}

  // docs/product.md §7 POST /contact/submit: open to visitors; a signed-in user's ticket carries their id.
  @Post('submit')
  @HttpCode(201)
  @ApiOperation({ summary: 'Send a message to support (contact page, Help page); rate-limited per IP' })
  async submit(@Body() body: ContactSubmitDto, @Req() request: Request): Promise<{ success: true; ticketId: string }> {
    await this.limiter.hit((request.ip ?? '').slice(0, 64));
    const actor = await this.auth.actorOf(request);
    const reply = await this.rpc.call(ChatRequests.ticketsCreate, { ...body, userId: actor?.userId ?? null }, { correlationId: correlationIdOf(request) });
    return { success: true, ticketId: reply.ticketId };
  }
}
