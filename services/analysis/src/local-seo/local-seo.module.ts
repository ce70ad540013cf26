import { Module } from '@nestjs/common';
import { LocalSeoConsumer } from './local-seo.consumer';
import { LocalSeoService } from './local-seo.service';

// The public local SEO analysis: no database, no other service; answers from what it knows.
@Module({
  controllers: [LocalSeoConsumer],
  providers: [LocalSeoService],
})
export class LocalSeoModule {}
