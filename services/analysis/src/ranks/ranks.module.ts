import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { BackgroundRunsRepository } from '../common/background-runs.repository';
import { VisibilityModule } from '../visibility/visibility.module';
import { CheckKeywordsJob } from './jobs/check-keywords.job';
import { SweepJob } from './jobs/sweep.job';
import { RANK_PROVIDER } from './providers/rank-provider';
import { createRankProvider } from './providers/rank-provider.factory';
import { RankChecksQueue } from './rank-checks.queue';
import { RankChecksService } from './rank-checks.service';
import { RanksRepository } from './ranks.repository';

@Module({
  imports: [BusinessesModule, VisibilityModule],
  providers: [
    { provide: RANK_PROVIDER, useFactory: createRankProvider },
    RanksRepository,
    BackgroundRunsRepository,
    CheckKeywordsJob,
    SweepJob,
    RankChecksQueue,
    RankChecksService,
  ],
  exports: [RANK_PROVIDER, RankChecksService, RankChecksQueue, BackgroundRunsRepository],
})
export class RanksModule {}
