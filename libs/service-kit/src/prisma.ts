import { PrismaPg } from '@prisma/adapter-pg';

type TPrismaLike = { $connect(): Promise<void>; $disconnect(): Promise<void>; $queryRawUnsafe(sql: string): Promise<unknown> };
export type TPrismaConstructor<TClient extends TPrismaLike> = new (options: { adapter: PrismaPg }) => TClient;

// Each service generates its own client; this builds it on the pg driver adapter (no engine binary).
export const createPrismaClient = <TClient extends TPrismaLike>(
  PrismaClient: TPrismaConstructor<TClient>,
  databaseUrl: string,
  poolSize = 10,
): TClient => new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: poolSize }) });
