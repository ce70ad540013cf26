import { PrismaPg } from '@prisma/adapter-pg';
import { currentCorrelationId } from './request-context';

type TPrismaLike = { $connect(): Promise<void>; $disconnect(): Promise<void>; $queryRawUnsafe(sql: string): Promise<unknown> };
export type TPrismaConstructor<TClient extends TPrismaLike> = new (options: { adapter: PrismaPg }) => TClient;

// Each service generates its own client; this builds it on the pg driver adapter (no engine binary).
export const createPrismaClient = <TClient extends TPrismaLike>(
  PrismaClient: TPrismaConstructor<TClient>,
  databaseUrl: string,
  poolSize = 10,
): TClient => withOutboxCorrelation(new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: poolSize }) }));

// An event written to the outbox while a request or message is handled carries its correlation id
// in the envelope, without every repository passing it along. An id already set is kept.
export const stampCorrelationId = (row: unknown, correlationId: string | undefined): void => {
  if (correlationId === undefined || typeof row !== 'object' || row === null || !('payload' in row)) return;
  const { payload } = row;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload) || 'correlationId' in payload) return;
  (row as { payload: object }).payload = { ...payload, correlationId };
};

type TQueryHook = (input: { model: string; args: { data?: unknown }; query: (args: unknown) => Promise<unknown> }) => Promise<unknown>;

const stampOutboxWrites: TQueryHook = ({ model, args, query }) => {
  if (model === 'OutboxEvent') {
    const correlationId = currentCorrelationId();
    for (const row of Array.isArray(args.data) ? args.data : [args.data]) stampCorrelationId(row, correlationId);
  }
  return query(args);
};

const withOutboxCorrelation = <TClient>(client: TClient): TClient =>
  (client as TClient & { $extends(extension: unknown): TClient }).$extends({
    name: 'outbox-correlation',
    query: { $allModels: { create: stampOutboxWrites, createMany: stampOutboxWrites } },
  });
