import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  REQUEST_TOPICS,
  ZActorRequest,
  ZTwoFactorCodeRequest,
  type TActorRequest,
  type TOkReply,
  type TRecoveryCodesReply,
  type TTwoFactorCodeRequest,
  type TTwoFactorSetup,
} from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import { TwoFactorService } from './two-factor.service';

@Controller()
export class TwoFactorConsumer {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @MessagePattern(REQUEST_TOPICS.auth.twoFactorSetup)
  setup(
    @Payload(new ZodPayloadPipe(ZActorRequest)) input: TActorRequest,
  ): Promise<TTwoFactorSetup> {
    return this.twoFactor.setup(input.actor);
  }

  @MessagePattern(REQUEST_TOPICS.auth.twoFactorEnable)
  enable(
    @Payload(new ZodPayloadPipe(ZTwoFactorCodeRequest)) input: TTwoFactorCodeRequest,
  ): Promise<TRecoveryCodesReply> {
    return this.twoFactor.enable(input.actor, input.code, input.currentPassword);
  }

  @MessagePattern(REQUEST_TOPICS.auth.twoFactorDisable)
  disable(
    @Payload(new ZodPayloadPipe(ZTwoFactorCodeRequest)) input: TTwoFactorCodeRequest,
  ): Promise<TOkReply> {
    return this.twoFactor.disable(input.actor, input.code, input.currentPassword);
  }
}
