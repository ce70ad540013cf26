import { Module } from '@nestjs/common';
import { SuggestReplyJob } from '../jobs/suggest-reply.job';
import { SettingsModule } from '../settings/settings.module';
import { ReplyGenerator } from './reply-generator';
import { SuggestionRunsRepository } from './suggestion-runs.repository';
import { SuggestionsQueue } from './suggestions.queue';
import { SuggestionsRepository } from './suggestions.repository';

@Module({
  imports: [SettingsModule],
  providers: [SuggestionsRepository, SuggestionRunsRepository, ReplyGenerator, SuggestReplyJob, SuggestionsQueue],
  exports: [SuggestionsQueue, ReplyGenerator, SuggestionRunsRepository],
})
export class SuggestionsModule {}
