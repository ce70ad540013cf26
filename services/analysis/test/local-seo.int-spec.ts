import { AnalysisRequests, seasonOf, ZLocalSeoAnalysis, type TRequestInput } from '@app/contracts';
import { RpcError } from '@app/service-kit';
import { startInProcessService, testDatabaseUrl, type TInProcessService } from '@app/test-support';

// The analysis service in this process, reached over the real Kafka, as the BFF reaches it.
describe('free local SEO analysis over Kafka', () => {
  let analysis: TInProcessService;

  beforeAll(async () => {
    analysis = await startInProcessService({
      service: 'analysis',
      databaseUrl: testDatabaseUrl('analysis_local_seo'),
      serviceDir: `${__dirname}/..`,
      load: async () => ({ env: (await import('../src/config/env')).env, AppModule: (await import('../src/app.module')).AppModule }),
    });
  });

  afterAll(async () => {
    await analysis?.stop();
  });

  const analyse = (query: TRequestInput<typeof AnalysisRequests.localSeo>) => analysis.rpc.call(AnalysisRequests.localSeo, query);

  it('answers a cafe in Austin with a valid analysis for this season, the same every time', async () => {
    const query = { businessType: 'cafe' as const, location: '  12 Main St, Austin, TX 78701 ' };
    const first = await analyse(query);
    expect(ZLocalSeoAnalysis.parse(first)).toEqual(first);
    expect(first).toMatchObject({ businessType: 'cafe', location: '12 Main St, Austin, TX 78701', competition: 'High', season: seasonOf(new Date()) });
    expect(first.topKeywords[0]).toBe('coffee shop austin');
    expect(await analyse(query)).toEqual(first);
  });

  it('refuses a location without letters or digits, and an unknown business type', async () => {
    const error = await analyse({ businessType: 'cafe', location: '!!!' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).error).toMatchObject({
      code: 'VALIDATION',
      details: [{ path: 'location', message: 'Business address or city must contain letters or digits' }],
    });
    // As a caller outside TypeScript could send it (the types refuse it here).
    const badType = await analyse({ businessType: 'bakery', location: 'Austin' } as never).catch((caught: unknown) => caught);
    expect((badType as RpcError).error).toMatchObject({ code: 'VALIDATION', details: [{ path: 'businessType' }] });
  });
});
