// The analysis service as its own process for a benchmark, on its scratch database (named by
// `env.DATABASE_PREFIX`): migrated, its consumers past the shared topics' backlog, and answering its
// health check. Returns the running process; the caller stops it.
import testSupport from '@app/test-support';

const { freePort, serviceEntry, skipConsumerBacklog, startProcess, waitFor } = testSupport;

export const startAnalysis = async (env) => {
  const migrate = startProcess('analysis-migrate', serviceEntry('analysis', 'migrate.js'), env);
  if ((await migrate.exited) !== 0) throw new Error(`migrating failed:\n${migrate.output()}`);
  await skipConsumerBacklog('analysis', [
    'auth.user.registered',
    'auth.business.updated',
    'auth.user.deleted',
    'billing.subscription.changed',
  ]);
  const port = await freePort();
  const service = startProcess('analysis', serviceEntry('analysis'), {
    ...env,
    PORT: String(port),
    HTTP_HOST: '127.0.0.1',
  });
  try {
    await waitFor('the analysis service', async () => {
      if (service.child.exitCode !== null) throw new Error(`analysis exited:\n${service.output()}`);
      const response = await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
      return response?.ok ? true : undefined;
    });
  } catch (error) {
    await service.stop();
    throw error;
  }
  return service;
};
