import './instrument';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { env } from './config/env';
import { setupApp } from './http/setup-app';

const bootstrap = async (): Promise<void> => {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true, bodyParser: false });
  setupApp(app, env);
  await app.listen(env.PORT, env.HTTP_HOST);
  app.get(Logger).log({ port: env.PORT }, `BFF ready on http://127.0.0.1:${env.PORT}`);
};

void bootstrap();
