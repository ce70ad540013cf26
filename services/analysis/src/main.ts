import './instrument';
import 'reflect-metadata';
import { bootstrapService } from '@app/service-kit';
import { env } from './config/env';
import { AppModule } from './app.module';

void bootstrapService(AppModule, env);
