import { Module } from '@nestjs/common';
import { DevMailboxRepository } from '../passwords/dev-mailbox.repository';
import { Mailer } from '../passwords/mailer';
import { PasswordConfirmation } from './password-confirmation';
import { PasswordHasher } from './password-hasher';
import { SecretBox } from './secret-box';

// One mailer for the service (reset links, verification links, notices).
@Module({
  providers: [PasswordHasher, PasswordConfirmation, SecretBox, Mailer, DevMailboxRepository],
  exports: [PasswordHasher, PasswordConfirmation, SecretBox, Mailer, DevMailboxRepository],
})
export class CommonModule {}
