import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  REQUEST_TOPICS,
  ZDevMailboxRequest,
  ZDevMailboxStoreRequest,
  ZPasswordChangeRequest,
  ZPasswordForgotRequest,
  ZPasswordResetRequest,
  type TDevMailboxReply,
  type TDevMailboxRequest,
  type TDevMailboxStoreRequest,
  type TOkReply,
  type TPasswordChangeRequest,
  type TPasswordForgotRequest,
  type TPasswordReset,
} from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import { FormPayloadPipe } from '../common/form-payload.pipe';
import { DevMailboxService } from './dev-mailbox.service';
import { PasswordsService } from './passwords.service';

@Controller()
export class PasswordsConsumer {
  constructor(
    private readonly passwords: PasswordsService,
    private readonly devMailbox: DevMailboxService,
  ) {}

  @MessagePattern(REQUEST_TOPICS.auth.passwordChange)
  change(
    @Payload(new FormPayloadPipe(ZPasswordChangeRequest, 'change')) input: TPasswordChangeRequest,
  ): Promise<TOkReply> {
    return this.passwords.change(input.actor, input.change);
  }

  @MessagePattern(REQUEST_TOPICS.auth.passwordForgot)
  forgot(
    @Payload(new ZodPayloadPipe(ZPasswordForgotRequest)) input: TPasswordForgotRequest,
  ): Promise<TOkReply> {
    return this.passwords.forgot(input);
  }

  @MessagePattern(REQUEST_TOPICS.auth.passwordReset)
  reset(
    @Payload(new ZodPayloadPipe(ZPasswordResetRequest)) input: TPasswordReset,
  ): Promise<TOkReply> {
    return this.passwords.reset(input);
  }

  @MessagePattern(REQUEST_TOPICS.auth.devMailbox)
  mailbox(
    @Payload(new ZodPayloadPipe(ZDevMailboxRequest)) input: TDevMailboxRequest,
  ): Promise<TDevMailboxReply> {
    return this.devMailbox.list(input);
  }

  // chat's mail without SMTP (services/chat/src/mail/chat-mailer.ts).
  @MessagePattern(REQUEST_TOPICS.auth.devMailboxStore)
  storeInMailbox(
    @Payload(new ZodPayloadPipe(ZDevMailboxStoreRequest)) input: TDevMailboxStoreRequest,
  ): Promise<TOkReply> {
    return this.devMailbox.store(input);
  }
}
