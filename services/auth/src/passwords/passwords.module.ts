import { Module } from '@nestjs/common';
import { CommonModule } from '../common/common.module';
import { SessionsModule } from '../sessions/sessions.module';
import { DevMailboxRepository } from './dev-mailbox.repository';
import { DevMailboxService } from './dev-mailbox.service';
import { Mailer } from './mailer';
import { PasswordsConsumer } from './passwords.consumer';
import { PasswordsRepository } from './passwords.repository';
import { PasswordsService } from './passwords.service';

@Module({
  imports: [CommonModule, SessionsModule],
  controllers: [PasswordsConsumer],
  providers: [
    PasswordsService,
    PasswordsRepository,
    Mailer,
    DevMailboxService,
    DevMailboxRepository,
  ],
})
export class PasswordsModule {}
