import { BadRequestException, Controller, ForbiddenException, Headers, HttpCode, Logger, Post, Req, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request } from 'express';
import { z } from 'zod';
import { REQUEST_TOPICS, ZGoogleNotification, type TGoogleNotification } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { correlationIdOf } from '../http/correlation';
import { GooglePushVerifier } from './notifications.verifier';

const FORWARD_TIMEOUT_MS = 5_000;

// A Pub/Sub push: the message, its data base64 (the Business Profile notification as JSON).
const ZPush = z.object({
  message: z.object({
    data: z.string().min(1),
    messageId: z.string().min(1).optional(),
    message_id: z.string().min(1).optional(),
  }),
  subscription: z.string().optional(),
});

// The notification inside: Google names the fields `location` and `review`; the sandbox sends
// `locationName` and `reviewName`. Both are read.
const ZNotificationData = z.object({
  type: z.string().min(1),
  location: z.string().min(1).optional(),
  locationName: z.string().min(1).optional(),
  review: z.string().min(1).optional(),
  reviewName: z.string().min(1).optional(),
});

const decode = (body: unknown): TGoogleNotification | null => {
  const push = ZPush.safeParse(body);
  if (!push.success) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(push.data.message.data, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = ZNotificationData.safeParse(data);
  if (!parsed.success) return null;
  const reviewName = parsed.data.reviewName ?? parsed.data.review;
  const notification = ZGoogleNotification.safeParse({
    messageId: push.data.message.messageId ?? push.data.message.message_id,
    notificationType: parsed.data.type,
    locationName: parsed.data.locationName ?? parsed.data.location,
    ...(reviewName ? { reviewName } : {}),
  });
  return notification.success ? notification.data : null;
};

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
    const notification = decode(request.body);
    if (!notification) throw new BadRequestException('Not a Business Profile notification');
    try {
      const { accepted } = await this.rpc.call<{ accepted: boolean }>('analysis', REQUEST_TOPICS.analysis.googleNotification, notification, {
        correlationId: correlationIdOf(request),
        timeoutMs: FORWARD_TIMEOUT_MS,
      });
      this.logger.log({ messageId: notification.messageId, type: notification.notificationType, accepted }, 'Google push received');
    } catch (error) {
      // Not acknowledged: Pub/Sub pushes it again later.
      this.logger.warn({ err: error, messageId: notification.messageId }, 'Google push not forwarded');
      throw new ServiceUnavailableException('Try again later');
    }
  }
}
