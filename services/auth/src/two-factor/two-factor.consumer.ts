import { Controller } from '@nestjs/common';
import {
  AuthRequests,
  type TAcknowledged,
  type TRecoveryCodesReply,
  type TRequestOf,
  type TTwoFactorSetup,
} from '@app/contracts';
import { Handles } from '@app/service-kit';
import { TwoFactorService } from './two-factor.service';

@Controller()
export class TwoFactorConsumer {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Handles(AuthRequests.twoFactorSetup)
  setup(input: TRequestOf<typeof AuthRequests.twoFactorSetup>): Promise<TTwoFactorSetup> {
    return this.twoFactor.setup(input.actor);
  }

  @Handles(AuthRequests.twoFactorEnable)
  enable(input: TRequestOf<typeof AuthRequests.twoFactorEnable>): Promise<TRecoveryCodesReply> {
    return this.twoFactor.enable(input.actor, input.code, input.currentPassword);
  }

  @Handles(AuthRequests.twoFactorDisable)
  disable(input: TRequestOf<typeof AuthRequests.twoFactorDisable>): Promise<TAcknowledged> {
    return this.twoFactor.disable(input.actor, input.code, input.currentPassword);
  }
}
