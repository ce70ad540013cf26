import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { TPublicKeys } from '@app/contracts';
import { generateSigningKey, type TSigningKey } from '@app/service-kit';
import { KeysRepository } from './keys.repository';

@Injectable()
export class KeysService implements OnModuleInit {
  private readonly logger = new Logger(KeysService.name);
  private current: TSigningKey | undefined;

  constructor(private readonly repository: KeysRepository) {}

  // Loaded before the Kafka consumer starts, so no request ever finds the service without a key.
  async onModuleInit(): Promise<void> {
    this.current = await this.repository.findOrCreateCurrent(() =>
      generateSigningKey(randomUUID()),
    );
    this.logger.log({ kid: this.current.kid }, 'Signing key loaded');
  }

  currentKey(): TSigningKey {
    if (!this.current) throw new Error('The signing key is not loaded yet');
    return this.current;
  }

  async publicKeys(): Promise<TPublicKeys> {
    return { keys: await this.repository.listPublicKeys() };
  }
}
