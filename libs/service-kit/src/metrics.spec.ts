import { externalCallOutcomes, METRICS_CONTENT_TYPE, metricsRegistry, rpcRequestDuration, startDefaultMetrics } from './metrics';

describe('metricsRegistry', () => {
  it('renders Prometheus text with Node defaults and the kit series', async () => {
    startDefaultMetrics();
    startDefaultMetrics();
    rpcRequestDuration.observe({ service: 'auth', topic: 'auth.signup', outcome: 'ok' }, 0.012);
    externalCallOutcomes.inc({ provider: 'google', outcome: 'error' });
    const text = await metricsRegistry.metrics();
    expect(METRICS_CONTENT_TYPE).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nearbly_rpc_request_duration_seconds_bucket{le="0.025",service="auth",topic="auth.signup",outcome="ok"} 1');
    expect(text).toContain('nearbly_external_call_outcomes_total{provider="google",outcome="error"} 1');
    expect(text).toContain('# TYPE nearbly_outbox_events_pending gauge');
  });
});
