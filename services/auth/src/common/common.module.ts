import { Module } from '@nestjs/common';
import { DevMailboxRepository } from '../passwords/dev-mailbox.repository';
import { MailQueue } from '../passwords/mail.queue';
import { Mailer } from '../passwords/mailer';
import { PasswordConfirmation } from './password-confirmation';
import { PasswordHasher } from './password-hasher';
import { SecretBox } from './secret-box';

// One mail queue for the service (reset links, verification links, notices), with its worker.
@Module({
  providers: [
    PasswordHasher,
    PasswordConfirmation,
    SecretBox,
    Mailer,
    MailQueue,
    DevMailboxRepository,
  ],
  exports: [PasswordHasher, PasswordConfirmation, SecretBox, MailQueue, DevMailboxRepository],
})
export class CommonModule {}
