import { Module } from '@nestjs/common';
import { createOpenAi } from '@app/service-kit';
import { BusinessesModule } from '../businesses/businesses.module';
import { aiEnv } from '../config/env';
import { GooglePerformanceModule } from '../google/performance/google-performance.module';
import { AI_CLIENT, KeywordSuggestionsService } from './keyword-suggestions.service';
import { SuggestionsConsumer } from './suggestions.consumer';

@Module({
  imports: [BusinessesModule, GooglePerformanceModule],
  controllers: [SuggestionsConsumer],
  providers: [{ provide: AI_CLIENT, useFactory: () => createOpenAi(aiEnv) }, KeywordSuggestionsService],
})
export class SuggestionsModule {}
