import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ChatRequests, type TChatEscalated, type TChatReply } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { AuthGuard } from '../auth/auth.guard';
import { env } from '../config/env';
import { correlationIdOf } from '../http/correlation';
import { PublicLimits } from '../redis/public-limits';
import { ChatRateLimiter } from './chat-rate-limiter';
import { ChatbotEscalateDto, ChatbotFeedbackDto, ChatbotMessageDto } from './chatbot.dto';

// Maya (docs/product.md §7 /api/chatbot/*): open to visitors; a valid bearer token identifies the user (the
// body's userId is only what the browser believes and is never trusted).
@ApiTags('chatbot')
@Controller('chatbot')
export class ChatbotController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly auth: AuthGuard,
    private readonly limiter: ChatRateLimiter,
    private readonly limits: PublicLimits,
  ) {}

  @Post('message')
  @HttpCode(200)
  @ApiOperation({ summary: "Ask Maya; answers { response, confidence, intent, escalated, messageId }; rate-limited per conversation and IP; without a session also per address and day, within a daily budget" })
  async message(@Body() body: ChatbotMessageDto, @Req() request: Request): Promise<TChatReply> {
    await this.limiter.hit(this.ipOf(request), body.conversationId);
    const actor = await this.auth.actorOf(request);
    if (!actor) await this.limits.hit('chat', this.ipOf(request));
    // Maya may wait for the model before her local answer: the contract's deadline is longer.
    return this.rpc.call(
      ChatRequests.messageSend,
      { message: body.message, conversationId: body.conversationId, context: body.context, userId: actor?.userId ?? null },
      { correlationId: correlationIdOf(request) },
    );
  }

  @Post('feedback')
  @HttpCode(200)
  @ApiOperation({ summary: "Rate one of Maya's replies positive or negative" })
  async feedback(@Body() body: ChatbotFeedbackDto, @Req() request: Request): Promise<{ success: true }> {
    const actor = await this.auth.actorOf(request);
    await this.rpc.call(ChatRequests.feedbackRecord, { ...body, userId: actor?.userId ?? null }, { correlationId: correlationIdOf(request) });
    return { success: true };
  }

  @Post('escalate')
  @HttpCode(201)
  @ApiOperation({ summary: 'Contact Human: hand the conversation to support as a ticket (once per conversation)' })
  async escalate(@Body() body: ChatbotEscalateDto, @Req() request: Request): Promise<TChatEscalated & { success: true; supportEmail: string }> {
    await this.limiter.hit(this.ipOf(request), body.conversationId);
    const actor = await this.auth.actorOf(request);
    const reply = await this.rpc.call(ChatRequests.conversationEscalate, { ...body, userId: actor?.userId ?? null }, { correlationId: correlationIdOf(request) });
    return { success: true, ...reply, supportEmail: env.SUPPORT_EMAIL };
  }

  private ipOf(request: Request): string {
    return (request.ip ?? '').slice(0, 64);
  }
}
