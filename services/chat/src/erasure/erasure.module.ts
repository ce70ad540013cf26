import { Module } from '@nestjs/common';
import { ErasureConsumer } from './erasure.consumer';
import { ErasureRepository } from './erasure.repository';

@Module({
  controllers: [ErasureConsumer],
  providers: [ErasureRepository],
})
export class ErasureModule {}
