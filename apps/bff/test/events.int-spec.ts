import { Client } from 'pg';
import { ApiUser, queryRows, systemForSuite, testDatabaseUrl, waitFor } from '@app/test-support';

// Issue 3, faults: events between services survive a consumer that is away or dies mid-stream.
// auth writes auth.user.registered to its outbox on every sign-up; billing consumes it to start
// the account's trial. Nothing is restarted but the consumer.
describe('events while their consumer is down or killed', () => {
  const prefix = 'nearbly_test_events';
  const billingDb = testDatabaseUrl('billing', prefix);
  const system = systemForSuite({ databasePrefix: prefix });

  // A new account through the API; answers its business id (the access token's `bid` claim).
  const signUp = async (label: string): Promise<string> => {
    const user = new ApiUser(system.baseUrl);
    const { token } = await user.signUp({ businessName: `${label} Cafe` });
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { bid: string };
    return claims.bid;
  };

  const trialsOf = (businessIds: string[]) =>
    queryRows<{ business_id: string; status: string }>(billingDb, 'SELECT business_id, status FROM subscriptions WHERE business_id = ANY($1::uuid[])', [businessIds]);

  // Per business: how many billing.subscription.changed events billing wrote (one per real change).
  const changeEventsOf = async (businessIds: string[]) => {
    const rows = await queryRows<{ business_id: string; count: string }>(
      billingDb,
      "SELECT payload->'payload'->>'businessId' AS business_id, count(*) AS count FROM outbox_events WHERE topic = 'billing.subscription.changed' AND payload->'payload'->>'businessId' = ANY($1) GROUP BY 1",
      [businessIds],
    );
    return Object.fromEntries(rows.map((row) => [row.business_id, Number(row.count)]));
  };

  it('processes every event produced while the consumer was down once it returns', async () => {
    await system.processes.get('billing')!.stop('SIGKILL');
    const businessIds: string[] = [];
    for (let i = 0; i < 15; i += 1) businessIds.push(await signUp('away'));
    expect(await trialsOf(businessIds)).toEqual([]);

    await system.restartService('billing');
    const trials = await waitFor('every trial to start', async () => {
      const rows = await trialsOf(businessIds);
      return rows.length === businessIds.length ? rows : undefined;
    }, 30_000);
    expect(trials.every((row) => row.status === 'trialing')).toBe(true);
    const events = await changeEventsOf(businessIds);
    expect(businessIds.map((id) => events[id])).toEqual(businessIds.map(() => 1));
  });

  it('has no duplicate effect when the consumer is killed in the middle of a message', async () => {
    // Hold the subscriptions table so billing's handling of the next registrations is provably
    // in progress (its transaction waits on the lock) when the process is killed.
    const blocker = new Client({ connectionString: billingDb });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE subscriptions IN SHARE ROW EXCLUSIVE MODE');
    const businessIds = await Promise.all(Array.from({ length: 20 }, (_, i) => signUp(`midway${i}`)));
    await waitFor('billing to be in the middle of a registration', async () =>
      (await queryRows(billingDb, "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'")).length > 0 ? true : undefined,
    30_000);
    await system.processes.get('billing')!.stop('SIGKILL');
    await blocker.query('COMMIT');
    await blocker.end();

    await system.restartService('billing');
    const trials = await waitFor('every trial to start', async () => {
      const rows = await trialsOf(businessIds);
      return rows.length === businessIds.length ? rows : undefined;
    }, 30_000);
    expect(trials.every((row) => row.status === 'trialing')).toBe(true);
    const events = await changeEventsOf(businessIds);
    expect(businessIds.map((id) => events[id])).toEqual(businessIds.map(() => 1));
  });
});
