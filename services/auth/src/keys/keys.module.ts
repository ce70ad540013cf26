import { Module } from '@nestjs/common';
import { KeysConsumer } from './keys.consumer';
import { KeysRepository } from './keys.repository';
import { KeysService } from './keys.service';

@Module({
  controllers: [KeysConsumer],
  providers: [KeysService, KeysRepository],
  exports: [KeysService],
})
export class KeysModule {}
