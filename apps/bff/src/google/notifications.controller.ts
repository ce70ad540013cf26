import { BadRequestException, Controller, ForbiddenException, Headers, HttpCode, Logger, Post, Req, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request } from 'express';
import { GoogleRequests } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { decodePush } from './notifications.decode';
import { GooglePushVerifier } from './notifications.verifier';

// Google Business Profile notifications (NEW_REVIEW, UPDATED_REVIEW) pushed by Pub/Sub. Public,
// so nothing is read before the push's OIDC token is verified; analysis dedupes by message id and
// fetches the review. A 2xx acknowledges the push; anything else makes Pub/Sub push it again.
@Controller('google')
export class GoogleNotificationsController {
  private readonly logger = new Logger(GoogleNotificationsController.name);

  constructor(
    private readonly rpc: RpcClient,
    private readonly verifier: GooglePushVerifier,
  ) {}

  @Post('notifications')
  @HttpCode(204)
  @ApiExcludeEndpoint()
  async receive(@Headers('authorization') authorization: string | undefined, @Req() request: Request): Promise<void> {
    const verdict = await this.verifier.verify(authorization);
    if (!verdict.ok) {
      this.logger.warn({ status: verdict.status, reason: verdict.reason }, 'Google push refused');
      throw verdict.status === 401 ? new UnauthorizedException(verdict.reason) : new ForbiddenException(verdict.reason);
    }
    const notification = decodePush(request.body);
    if (!notification) throw new BadRequestException('Not a Business Profile notification');
    try {
      const { accepted } = await this.rpc.call(GoogleRequests.notification, notification);
      this.logger.log({ messageId: notification.messageId, type: notification.notificationType, accepted }, 'Google push received');
    } catch (error) {
      // Not acknowledged: Pub/Sub pushes it again later.
      this.logger.warn({ err: error, messageId: notification.messageId }, 'Google push not forwarded');
      throw new ServiceUnavailableException('Try again later');
    }
  }
}
