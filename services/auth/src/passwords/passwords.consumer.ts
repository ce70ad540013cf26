import { Controller } from '@nestjs/common';
import {
  AuthRequests,
  type TAcknowledged,
  type TDevMailboxReply,
  type TRequestOf,
} from '@app/contracts';
import { Handles } from '@app/service-kit';
import { DevMailboxService } from './dev-mailbox.service';
import { PasswordsService } from './passwords.service';

@Controller()
export class PasswordsConsumer {
  constructor(
    private readonly passwords: PasswordsService,
    private readonly devMailbox: DevMailboxService,
  ) {}

  @Handles(AuthRequests.passwordChange)
  change(input: TRequestOf<typeof AuthRequests.passwordChange>): Promise<TAcknowledged> {
    return this.passwords.change(input.actor, input.change);
  }

  @Handles(AuthRequests.passwordForgot)
  forgot(input: TRequestOf<typeof AuthRequests.passwordForgot>): Promise<TAcknowledged> {
    return this.passwords.forgot(input);
  }

  @Handles(AuthRequests.passwordReset)
  reset(input: TRequestOf<typeof AuthRequests.passwordReset>): Promise<TAcknowledged> {
    return this.passwords.reset(input);
  }

  @Handles(AuthRequests.devMailbox)
  mailbox(input: TRequestOf<typeof AuthRequests.devMailbox>): Promise<TDevMailboxReply> {
    return this.devMailbox.list(input);
  }

  // chat's mail without SMTP (services/chat/src/mail/chat-mailer.ts).
  @Handles(AuthRequests.devMailboxStore)
  storeInMailbox(input: TRequestOf<typeof AuthRequests.devMailboxStore>): Promise<TAcknowledged> {
    return this.devMailbox.store(input);
  }
}
