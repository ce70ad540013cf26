import { Controller } from '@nestjs/common';
import { AuthRequests, type TPublicKeys } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { KeysService } from './keys.service';

@Controller()
export class KeysConsumer {
  constructor(private readonly keys: KeysService) {}

  // The BFF verifies access tokens locally with these public keys.
  @Handles(AuthRequests.publicKeys)
  publicKeys(): Promise<TPublicKeys> {
    return this.keys.publicKeys();
  }
}
