import { createPrismaClient } from '@app/service-kit';
import { AnalyticsRepository } from './analytics/analytics.repository';
import { localDay } from './common/business-day';
import { env } from './config/env';
import { demoMetricDays } from './demo/demo-metrics';
import { PrismaClient } from './generated/prisma/client';

// `node dist/demo-metrics.js <businessId>`: the local demo's listing metrics (scripts/seed-demo.mjs
// runs it for the demo account). There is no Google Business Profile to read them from, so the
// demo gets a year of the same modelled days every business gets, with its last 30 days matching
// docs/product.md §9's demo figures. Only days of this service's own database are written.
const main = async (): Promise<void> => {
  const businessId = process.argv[2] ?? '';
  const prisma = createPrismaClient(PrismaClient, env.databaseUrl, 2);
  try {
    const business = await prisma.business.findUnique({ where: { id: businessId }, select: { id: true, type: true, timezone: true } });
    if (!business) throw new Error(`No business ${businessId} in the analysis database (yet)`);
    const repository = new AnalyticsRepository(prisma);
    const { history, calibrated } = demoMetricDays(business.id, business.type, localDay(new Date(), business.timezone));
    await repository.saveMetrics(business.id, history);
    await repository.replaceMetrics(business.id, calibrated);
    process.stdout.write(`demo metrics: ${history.length + calibrated.length} days\n`);
  } finally {
    await prisma.$disconnect();
  }
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
