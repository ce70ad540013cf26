import './instrument';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { SuggestionsQueue } from './suggestions/suggestions.queue';
import { WorkerModule } from './worker.module';

// A review-suggestions worker on its own (scale workers apart from the Kafka consumers, or run
// the service with SUGGESTION_WORKER=off). SIGTERM lets running jobs finish.
const main = async (): Promise<void> => {
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.init();
  app.get(SuggestionsQueue).startWorker();
};

void main();
