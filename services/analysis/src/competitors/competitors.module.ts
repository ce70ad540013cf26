import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { CompetitorFiguresQueue } from './competitor-figures.queue';
import { CompetitorsConsumer } from './competitors.consumer';
import { CompetitorsRepository } from './competitors.repository';
import { CompetitorsService } from './competitors.service';
import { FIGURES_PROVIDER } from './figures/figures-provider';
import { createFiguresProvider } from './figures/figures-provider.factory';
import { RefreshFiguresJob } from './jobs/refresh-figures.job';

@Module({
  imports: [BusinessesModule],
  controllers: [CompetitorsConsumer],
  providers: [{ provide: FIGURES_PROVIDER, useFactory: createFiguresProvider }, CompetitorsRepository, CompetitorsService, RefreshFiguresJob, CompetitorFiguresQueue],
  exports: [CompetitorsService, CompetitorsRepository, RefreshFiguresJob],
})
export class CompetitorsModule {}
