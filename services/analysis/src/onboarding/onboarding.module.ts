import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { CompetitorsModule } from '../competitors/competitors.module';
import { KeywordsModule } from '../keywords/keywords.module';
import { OnboardingConsumer } from './onboarding.consumer';
import { OnboardingService } from './onboarding.service';

@Module({
  imports: [BusinessesModule, KeywordsModule, CompetitorsModule],
  controllers: [OnboardingConsumer],
  providers: [OnboardingService],
})
export class OnboardingModule {}
