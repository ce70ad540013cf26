import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { RanksModule } from '../ranks/ranks.module';
import { KeywordsConsumer } from './keywords.consumer';
import { KeywordsRepository } from './keywords.repository';
import { KeywordsService } from './keywords.service';

@Module({
  imports: [BusinessesModule, RanksModule],
  controllers: [KeywordsConsumer],
  providers: [KeywordsRepository, KeywordsService],
  exports: [KeywordsRepository, KeywordsService],
})
export class KeywordsModule {}
