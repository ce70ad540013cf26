import { Controller } from '@nestjs/common';
import {
  AuthRequests,
  type TAcknowledged,
  type TRequestOf,
  type TRevokedReply,
  type TSessionGrant,
  type TSessionsReply,
} from '@app/contracts';
import { Handles } from '@app/service-kit';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsConsumer {
  constructor(private readonly sessions: SessionsService) {}

  @Handles(AuthRequests.refresh)
  refresh(input: TRequestOf<typeof AuthRequests.refresh>): Promise<TSessionGrant> {
    return this.sessions.refresh(input.refreshToken, input.device);
  }

  @Handles(AuthRequests.logout)
  logout(input: TRequestOf<typeof AuthRequests.logout>): Promise<TAcknowledged> {
    return this.sessions.logout(input.sessionId);
  }

  @Handles(AuthRequests.sessionsList)
  list(input: TRequestOf<typeof AuthRequests.sessionsList>): Promise<TSessionsReply> {
    return this.sessions.list(input.actor);
  }

  @Handles(AuthRequests.sessionsRevokeOthers)
  revokeOthers(
    input: TRequestOf<typeof AuthRequests.sessionsRevokeOthers>,
  ): Promise<TRevokedReply> {
    return this.sessions.revokeOthers(input.actor);
  }
}
