import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { NotificationsController } from './notifications.controller';
import { UnsubscribeController } from './unsubscribe.controller';

@Module({
  imports: [AuthModule],
  controllers: [NotificationsController, UnsubscribeController],
})
export class NotificationsModule {}
