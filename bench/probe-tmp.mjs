import testSupport from '@app/test-support';
const { startSystem } = testSupport;
const t0 = Date.now();
try {
  const system = await startSystem({ databasePrefix: 'nearbly_test_probe', bffEnv: { LOG_LEVEL: 'warn' } });
  console.log('healthy after', Date.now() - t0);
  await system.stop();
} catch (e) { console.log('failed after', Date.now() - t0, e.message.slice(0, 3000)); }
