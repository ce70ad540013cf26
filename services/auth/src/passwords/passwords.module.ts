import { Module } from '@nestjs/common';
import { CommonModule } from '../common/common.module';
import { SessionsModule } from '../sessions/sessions.module';
import { DevMailboxService } from './dev-mailbox.service';
import { PasswordsConsumer } from './passwords.consumer';
import { PasswordsRepository } from './passwords.repository';
import { PasswordsService } from './passwords.service';

@Module({
  imports: [CommonModule, SessionsModule],
  controllers: [PasswordsConsumer],
  providers: [PasswordsService, PasswordsRepository, DevMailboxService],
})
export class PasswordsModule {}
