import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  REQUEST_TOPICS,
  ZLocalSeoQuery,
  type TLocalSeoAnalysis,
  type TLocalSeoQuery,
} from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import { LocalSeoService } from './local-seo.service';

@Controller()
export class LocalSeoConsumer {
  constructor(private readonly localSeo: LocalSeoService) {}

  @MessagePattern(REQUEST_TOPICS.analysis.localSeo)
  analyse(@Payload(new ZodPayloadPipe(ZLocalSeoQuery)) query: TLocalSeoQuery): TLocalSeoAnalysis {
    return this.localSeo.analyse(query);
  }
}
