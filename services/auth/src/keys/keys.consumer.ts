import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { REQUEST_TOPICS, type TPublicKeys } from '@app/contracts';
import { KeysService } from './keys.service';

@Controller()
export class KeysConsumer {
  constructor(private readonly keys: KeysService) {}

  // The BFF verifies access tokens locally with these public keys.
  @MessagePattern(REQUEST_TOPICS.auth.publicKeys)
  publicKeys(): Promise<TPublicKeys> {
    return this.keys.publicKeys();
  }
}
