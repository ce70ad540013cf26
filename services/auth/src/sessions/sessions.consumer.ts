import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  REQUEST_TOPICS,
  ZActorRequest,
  ZLogoutRequest,
  ZRefreshRequest,
  type TActorRequest,
  type TLogoutRequest,
  type TOkReply,
  type TRefreshRequest,
  type TRevokedReply,
  type TSessionGrant,
  type TSessionsReply,
} from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsConsumer {
  constructor(private readonly sessions: SessionsService) {}

  @MessagePattern(REQUEST_TOPICS.auth.refresh)
  refresh(
    @Payload(new ZodPayloadPipe(ZRefreshRequest)) input: TRefreshRequest,
  ): Promise<TSessionGrant> {
    return this.sessions.refresh(input.refreshToken, input.device);
  }

  @MessagePattern(REQUEST_TOPICS.auth.logout)
  logout(@Payload(new ZodPayloadPipe(ZLogoutRequest)) input: TLogoutRequest): Promise<TOkReply> {
    return this.sessions.logout(input.sessionId);
  }

  @MessagePattern(REQUEST_TOPICS.auth.sessionsList)
  list(@Payload(new ZodPayloadPipe(ZActorRequest)) input: TActorRequest): Promise<TSessionsReply> {
    return this.sessions.list(input.actor);
  }

  @MessagePattern(REQUEST_TOPICS.auth.sessionsRevokeOthers)
  revokeOthers(
    @Payload(new ZodPayloadPipe(ZActorRequest)) input: TActorRequest,
  ): Promise<TRevokedReply> {
    return this.sessions.revokeOthers(input.actor);
  }
}
