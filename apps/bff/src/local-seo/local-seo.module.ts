import { Module } from '@nestjs/common';
import { LocalSeoController } from './local-seo.controller';

@Module({ controllers: [LocalSeoController] })
export class LocalSeoModule {}
