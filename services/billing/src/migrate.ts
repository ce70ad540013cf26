import { join } from 'node:path';
import { runMigrations } from '@app/service-kit';
import { env } from './config/env';

void runMigrations(env.databaseUrl, join(__dirname, '..', 'prisma', 'migrations'));
