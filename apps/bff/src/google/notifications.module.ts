import { Module } from '@nestjs/common';
import { GoogleNotificationsController } from './notifications.controller';
import { GooglePushVerifier } from './notifications.verifier';

// The Pub/Sub push endpoint of Google Business Profile notifications.
@Module({
  controllers: [GoogleNotificationsController],
  providers: [GooglePushVerifier],
})
export class GoogleNotificationsModule {}
